import { describe, expect, it } from 'vitest';
import { contract } from './contract';

/*
 * Every string and list a request may carry has a maximum (issue 19): an unbounded field lets one
 * request grow a stored item past DynamoDB's 400 KB (a 500) or make a rule work on a megabyte of text.
 * This walks the body, query and path schema of every route of the contract.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const hasMax = (def: Def) =>
  ((def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? []).some(
    (c) => c._zod.def.check === 'max_length',
  );

/** Paths of the strings and lists under `schema` that have no maximum. */
function unbounded(schema: unknown, path: string): string[] {
  const def = defOf(schema);
  const under = (s: unknown, p = path) => unbounded(s, p);
  switch (def.type) {
    case 'string':
      // A format (uuid, ISO time) fixes the length by its pattern.
      return hasMax(def) || def.format !== undefined ? [] : [path];
    case 'array':
      return [...(hasMax(def) ? [] : [`${path}[]`]), ...under(def.element, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, s]) =>
        under(s, `${path}.${k}`),
      );
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return under(def.innerType);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => under(o));
    case 'pipe':
      // What goes in is what the request carries; after a preprocess, what comes out.
      return defOf(def.in).type === 'transform' ? under(def.out) : under(def.in);
    default:
      // Records (definitions, answers) are held to their byte size and depth by their refinements.
      return [];
  }
}

describe('request limits of the contract', () => {
  it.each(Object.values(contract).map((r) => [r.name, r] as const))(
    '%s: every string and list of its body, query and path has a maximum',
    (_, route) => {
      const parts = { body: route.body, query: route.query, params: route.params };
      const found = Object.entries(parts).flatMap(([part, s]) => (s ? unbounded(s, part) : []));
      expect(found).toEqual([]);
    },
  );
});
