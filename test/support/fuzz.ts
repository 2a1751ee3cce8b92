import fc from 'fast-check';

/*
 * Random request parts shaped after a route's zod schema, for the property test of
 * test/api/fuzz-routes.int.test.ts. A body is mostly a plausible one (the schema's keys, enums and
 * literals; ids of real records picked by the field's name; version 1) with ONE nasty value put at a
 * random place in it (oversized or binary text, nesting past DynamoDB's 32 levels, numbers DynamoDB
 * cannot store, empty names, wrong types, extra keys), so that requests get past the other checks
 * and reach the handlers and the table; sometimes plain junk or raw text that is not JSON.
 */

/**
 * A `version` field's plausible value: the sender puts the record's current version in its place, so
 * that writes get past the optimistic check and reach the table.
 */
export const CURRENT_VERSION = '__current_version__';

/** Ids of real records of the stack, by kind (what a field or a path names). */
export type IdPools = Record<IdKind, readonly string[]>;
export type IdKind =
  | 'user'
  | 'template'
  | 'module'
  | 'series'
  | 'instance'
  | 'project'
  | 'workbook'
  | 'note'
  | 'facility'
  | 'other';

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** `{ a: [ { a: … 1 } ] }`: `depth` levels of objects and arrays. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** The `max_length` check of a string or array schema, if it has one. */
function maxLength(def: Def): number | undefined {
  const checks = (def.checks as { _zod: { def: { check: string; maximum?: number } } }[] | undefined) ?? [];
  return checks.map((c) => c._zod.def).find((c) => c.check === 'max_length')?.maximum;
}

/** Past a field's length, past an item's 400 KB, near the 1 MB body limit. */
const hugeText = fc.constantFrom(5_000, 420_000, 900_000).map((n) => 'x'.repeat(n));

/** Values wrong for almost any field, or past what DynamoDB holds. */
export const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hugeText },
  { weight: 3, arbitrary: fc.integer({ min: 21, max: 1500 }).map((n) => nested(n)) },
  { weight: 2, arbitrary: fc.constantFrom(1e20, -1e20, 1e-200, 2 ** 53, 1.5e308, -1, 0, 1.5) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, '', ' ', [], {}, { '': 1 }, { ['k'.repeat(70_000)]: 1 }),
  },
  { weight: 1, arbitrary: fc.constantFrom(JSON.stringify({ q1: nested(40) }), 'ä'.repeat(3000), '\ud800x') },
  { weight: 1, arbitrary: fc.string({ maxLength: 10, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** The kind of record a field names, by its name. */
function idKindOf(field: string): IdKind {
  if (/^(patientId|member|memberList|userIds|receiverId|add|remove|ids|userId|cordinator_id)$/.test(field))
    return 'user';
  if (/^(templateId|surveyList|surveyIds|surveyId)$/.test(field)) return 'template';
  if (/^(collectionTemplate|collectionId|collectionList|seriesId)$/.test(field)) return 'series';
  if (/^(memberCollection|memberCollectionId)$/.test(field)) return 'instance';
  if (/^(memberSurveyId|chapterIds)$/.test(field)) return 'module';
  if (/^(projectId|projectList)$/.test(field)) return 'project';
  if (field === 'workbookId') return 'workbook';
  if (field === 'facilityId') return 'facility';
  if (field === 'noteID') return 'note';
  return 'other';
}

const TEXT_BY_NAME: [RegExp, string[]][] = [
  [/date|Date/, ['2026-01-01', '1950-04-02']],
  [/email/, ['fuzz.person@example.org']],
  [/phone/, ['+15195550199']],
  [/password/i, ['Circles#2026x']],
  [/^name$|Name$|school|fieldOfStudy|volType/, ['Fuzz Name']],
  [/street/, ['12 Main St']],
  [/city/, ['Windsor']],
  [/code|postalCode/, ['N9A 1A1']],
  [/language$/, ['English', 'Other']],
  [/gender$/, ['Female', 'NonBinary']],
  [/activeType/, ['Quality Life - phone']],
  [/originOfContact$/, ['New Referral']],
  [/terminationReason/, ['Deceased']],
  [/level/, ['Info']],
  [/message|Details|Other$/, ['Hello there']],
  [/letterVersion/, ['2024-01']],
];

function plausibleText(field: string, ids: IdPools): fc.Arbitrary<unknown> {
  const kind = idKindOf(field);
  const pool = kind === 'other' ? [] : ids[kind];
  if (pool.length > 0) return fc.constantFrom(...pool);
  const known = TEXT_BY_NAME.find(([pattern]) => pattern.test(field));
  return known ? fc.constantFrom(...known[1]) : fc.string({ minLength: 1, maxLength: 12 });
}

/** A definition and answers the fuzz's own template takes (text `q1`, dynamic panel `pd` of text `t`). */
export const FUZZ_DEFINITION = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'q1' },
        { type: 'paneldynamic', name: 'pd', templateElements: [{ type: 'text', name: 't' }] },
      ],
    },
  ],
};
const plausibleJson = (field: string) =>
  field === 'surveyJSON'
    ? fc.constant(structuredClone(FUZZ_DEFINITION))
    : fc.constantFrom({ q1: 'x' }, { pd: [{ t: 'y' }] }, {}, JSON.stringify({ q1: 'z' }));

/** A plausible value of `schema` for the field `field` (ids of its kind, version 1, the first option). */
function plausible(schema: unknown, ids: IdPools, field: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown, name = field) => plausible(s, ids, name);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s, k)])));
    }
    case 'array':
      return fc.array(inner(def.element), { minLength: 1, maxLength: Math.min(3, maxLength(def) ?? 3) });
    case 'string':
      return plausibleText(field, ids);
    case 'number':
    case 'int':
      return field === 'version'
        ? fc.constantFrom(CURRENT_VERSION, CURRENT_VERSION, 1)
        : fc.integer({ min: 1, max: 300 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return fc.oneof(
        { weight: 4, arbitrary: inner(def.innerType) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => inner(o)));
    case 'pipe':
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'record':
    case 'unknown':
    case 'any':
      return plausibleJson(field);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * The places in a JSON value a nasty value can go: leaves and a new key (or item) under each container
 * three times (where bad values get past the shape checks), containers once.
 */
function placesOf(value: unknown): (string | number)[][] {
  const places: (string | number)[][] = [[]];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (typeof v !== 'object' || v === null || path.length > 12) return;
    const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
    for (let i = 0; i < 3; i += 1) places.push([...path, Array.isArray(v) ? keys.length : 'fuzzExtra']);
    for (const key of keys) {
      const child = (v as Record<string | number, unknown>)[key];
      const leaf = typeof child !== 'object' || child === null;
      for (let i = leaf ? 3 : 1; i > 0; i -= 1) places.push([...path, key]);
      walk(child, [...path, key]);
    }
  };
  walk(value, []);
  return places;
}

/** `value` with `bad` put at `path` (the root when the path is empty). */
function putAt(value: unknown, path: (string | number)[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = bad;
  return copy;
}

/** A plausible value of `schema` with one nasty value at a random place (or none, sometimes). */
export function arbitraryOf(schema: unknown, ids: IdPools): fc.Arbitrary<unknown> {
  return plausible(schema, ids, '').chain((value) => {
    const places = placesOf(value);
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant(value) },
      {
        weight: 6,
        arbitrary: fc
          .tuple(fc.nat({ max: places.length - 1 }), nasty)
          .map(([i, bad]) => putAt(value, places[i]!, bad)),
      },
    );
  });
}

/** Raw bodies no object gives: arrays nested past any stack, invalid JSON, numbers JSON.parse makes Infinity. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc
    .integer({ min: 1_000, max: 100_000 })
    .map((n) => `{"action":"save","responseJSON":${'{"a":'.repeat(n)}1${'}'.repeat(n)},"version":1}`),
  fc.constantFrom(
    '{"version":1e999}',
    '{"surveyJSON":{"n":-1e999}}',
    '{',
    'null',
    '"x"',
    '[]',
    '{"a":1}{',
    '\u0000',
  ),
);

/** A query string for `schema`: some of its keys with plausible or nasty text, sometimes extra keys. */
export function queryOf(schema: unknown, ids: IdPools): fc.Arbitrary<string> {
  const def = defOf(schema);
  const shape = def.type === 'object' ? (def.shape as Record<string, unknown>) : {};
  const text = (s: unknown, k: string) =>
    fc
      .oneof({ weight: 3, arbitrary: plausible(s, ids, k) }, { weight: 1, arbitrary: nasty })
      .map((v) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v)));
  const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, text(s, k)]));
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 2 });
  return fc.tuple(extra, fc.record(fields, { requiredKeys: [] })).map(([more, q]) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...more, ...q }))
      if (typeof value === 'string' && value.length < 20_000) search.append(key, value);
    return search.toString();
  });
}

/** A path parameter: mostly an id of the kind the path names, else text that is no id. */
export function pathParamOf(pool: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 8, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
      { weight: 1, arbitrary: fc.constantFrom('x'.repeat(65), 'x'.repeat(3000), 'ä', ' ', '-', '%2F', '1') },
    )
    .map(encodeURIComponent);
}

/** The kind of record a route's path parameter names, by the path. */
export function pathKindOf(path: string): IdKind {
  if (/^\/api\/(users|reports)\b/.test(path) && !/historic/.test(path)) return 'user';
  if (/\/membercollections\/client\//.test(path)) return 'user';
  if (/^\/api\/surveys\//.test(path)) return 'template';
  if (/^\/api\/membersurveys\//.test(path)) return 'module';
  if (/^\/api\/collections\//.test(path)) return 'series';
  if (/^\/api\/membercollections\/|historic/.test(path)) return 'instance';
  if (/^\/api\/projects\//.test(path)) return 'project';
  if (/^\/api\/notes\/attachment\//.test(path)) return 'note';
  if (/^\/api\/notes\//.test(path)) return 'user';
  return 'other';
}
