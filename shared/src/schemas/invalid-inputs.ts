import type * as z from 'zod';

/** What this walker reads of a zod 4 check: its kind and bound. */
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  length?: number;
  value?: unknown;
}

/** A zod 4 schema's def: its type, checks, and (by type) the schemas inside it. */
type Def = { type: string; checks?: { _zod: { def: CheckDef } }[] } & Record<string, unknown>;

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(schema: z.ZodType): CheckDef[] {
  return (defOf(schema).checks ?? []).map((c) => c._zod.def);
}

/** Values of the wrong type for anything: every schema meets these first. */
const WRONG_TYPES: readonly unknown[] = [undefined, null, 42, 'x', true, [], {}];

/** Too long, too short and wrong-length strings for the schema's own bounds. */
function lengthSamples(schema: z.ZodType, make: (n: number) => unknown): unknown[] {
  return checksOf(schema).map((c) => {
    if (c.check === 'max_length') return make(Number(c.maximum) + 1);
    if (c.check === 'min_length') return make(Math.max(0, Number(c.minimum) - 1));
    return make(Number(c.length ?? 0) + 1);
  });
}

/** Numbers just past the schema's bounds, fractions, NaN, infinity and numbers as text. */
function numberSamples(schema: z.ZodType): unknown[] {
  const out: unknown[] = [1.5, -1, 0, 1e15, Number.NaN, Number.POSITIVE_INFINITY, '7', 'seven'];
  for (const c of checksOf(schema)) out.push(Number(c.value) + 1, Number(c.value) - 1, Number(c.value) + 0.5);
  return out;
}

/** Most samples per schema node, so wide nested schemas stay quick to walk. */
const MAX_SAMPLES = 400;

/**
 * Invalid inputs for a schema, found from its structure (a test aid; nothing in the product imports
 * it): wrong types, too long and too short strings and lists, numbers past their bounds, bad options
 * and formats, missing required keys and an unknown key, nested the same way. For the test that every
 * issue a shared schema can raise has a catalogue text.
 */
export function samplesOf(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  const child = (key: string) => samplesOf(def[key] as z.ZodType);
  const out: unknown[] = [...WRONG_TYPES];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      out.push(...child('innerType'));
      break;
    case 'pipe':
      out.push(...child('in'), ...child('out'));
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) out.push(...samplesOf(option));
      break;
    case 'string':
      out.push(
        '',
        '   ',
        'not a valid value!',
        'x'.repeat(5000),
        ...lengthSamples(schema, (n) => 'x'.repeat(n)),
      );
      break;
    case 'number':
      out.push(...numberSamples(schema));
      break;
    case 'enum':
    case 'literal':
      out.push('not one of the options', 999);
      break;
    case 'array':
      out.push(
        ...child('element').map((e) => [e]),
        ...lengthSamples(schema, (n) => Array.from({ length: n }, () => 'x')),
      );
      break;
    case 'object':
      out.push({ 'an unknown key': 1 });
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>))
        for (const value of samplesOf(field)) out.push({ [key]: value, 'an unknown key': 1 });
      break;
    case 'record':
      out.push(...child('valueType').map((value) => ({ key: value })));
      break;
    default:
      break;
  }
  return out.slice(0, MAX_SAMPLES);
}
