import type * as z from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema a value first meets: through optional, default and the like, and a pipe's input side. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let def = defOf(s); ; def = defOf(s)) {
    const next = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
    if (!next) return s;
    s = next;
  }
}

/**
 * The `.max()` of a text field of a request schema (`maxLengthOf(noteCreateBodySchema, 'message')`),
 * read from the schema itself so a form's counter and check follow the server's limit; undefined when
 * the field has none.
 */
export function maxLengthOf(schema: z.ZodType, ...path: string[]): number | undefined {
  let s = unwrap(schema);
  for (const key of path) {
    const field = defOf(s).shape?.[key];
    if (!field) return undefined;
    s = unwrap(field);
  }
  const limits = (defOf(s).checks ?? [])
    .map((c) => c._zod.def)
    .filter((c) => c.check === 'max_length' && c.maximum !== undefined)
    .map((c) => c.maximum as number);
  return limits.length === 0 ? undefined : Math.min(...limits);
}
