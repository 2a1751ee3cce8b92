import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contract } from '../api/contract';
import { auditEn } from '../messages/audit.en';
import { adviceEn } from '../messages/advice.en';
import { authEn } from '../messages/auth.en';
import { authFr } from '../messages/auth.fr';
import { dashboardEn } from '../messages/dashboard.en';
import { exportsEn } from '../messages/exports.en';
import { kitEn } from '../messages/kit.en';
import { leadsEn } from '../messages/leads.en';
import { letterEn } from '../messages/letter.en';
import { modulesEn } from '../messages/modules.en';
import { pdfEn } from '../messages/pdf.en';
import { reportsEn } from '../messages/reports.en';
import { researchEn } from '../messages/research.en';
import { scoringEn } from '../messages/scoring.en';
import { screenerEn } from '../messages/screener.en';
import { shellEn } from '../messages/shell.en';
import { shellFr } from '../messages/shell.fr';
import { usersEn } from '../messages/users.en';
import { validationEn } from '../messages/validation.en';
import { validationFr } from '../messages/validation.fr';
import { setLocale } from '../messages/locale';
import * as exportSettings from '../pdf/export-settings';
import * as common from './common';
import * as exportsSchemas from './exports';
import * as moduleSchemas from './module';
import * as noteSchemas from './note';
import * as pdfSchemas from './pdf';
import * as peopleSchemas from './people';
import * as leadSchemas from './lead';
import * as reportSchemas from './reports';
import * as seriesSchemas from './series';
import * as userSchemas from './user';
import { missingText } from './issue-messages';
import { samplesOf } from './invalid-inputs';

/** Every body, query and params schema of the contract, and every schema the shared modules export. */
function everySchema(): [string, z.ZodType][] {
  const out: [string, z.ZodType][] = [];
  for (const [name, route] of Object.entries(contract)) {
    for (const part of ['body', 'query', 'params'] as const) {
      const schema = (route as Partial<Record<typeof part, z.ZodType>>)[part];
      if (schema) out.push([`${name}.${part}`, schema]);
    }
  }
  const modules = {
    common,
    exportsSchemas,
    moduleSchemas,
    noteSchemas,
    pdfSchemas,
    peopleSchemas,
    leadSchemas,
    reportSchemas,
    seriesSchemas,
    userSchemas,
    exportSettings,
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof z.ZodType) out.push([`${file}.${name}`, value]);
    }
  }
  return out;
}

// zod 4's English texts (and zod 3's 'Required'): none may reach a person.
const ZOD_DEFAULTS = [
  /^Invalid input/,
  /^Invalid option/,
  /^Too (big|small):/,
  /^Unrecognized keys?:/,
  /^Required$/,
  /^Invalid (string|number|key|element|discriminator|ISO|UUID|email address|URL|value)/,
  /^Expected /,
];
const zodEnglish = z.locales.en().localeError;

function isZodDefault(issue: z.core.$ZodIssue & { input?: unknown }): boolean {
  const english = (zodEnglish as (i: unknown) => string | { message: string } | undefined)(issue);
  const text = typeof english === 'string' ? english : english?.message;
  return issue.message === text || ZOD_DEFAULTS.some((re) => re.test(issue.message));
}

/** Every text of the catalogue as a pattern, its placeholders matching anything. */
const CATALOGUE: RegExp[] = [
  adviceEn,
  auditEn,
  authEn,
  authFr,
  dashboardEn,
  exportsEn,
  kitEn,
  leadsEn,
  letterEn,
  modulesEn,
  pdfEn,
  reportsEn,
  researchEn,
  scoringEn,
  screenerEn,
  shellEn,
  shellFr,
  usersEn,
  validationEn,
  validationFr,
].flatMap((texts) =>
  Object.values(texts)
    // A text that is only placeholders ('{name}') would match anything.
    .filter((text) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length >= 3)
    .map(
      (text) =>
        new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+?')}$`, 's'),
    ),
);

interface Found {
  issue: z.core.$ZodIssue;
  schema: string;
  input: string;
  path: string;
  code: string;
  message: string;
}

/** Parses every invalid sample of every schema; returns each issue with where it came from. */
function walk(): { issues: Found[]; codes: Set<string> } {
  const issues: Found[] = [];
  const codes = new Set<string>();
  for (const [name, schema] of everySchema()) {
    for (const input of samplesOf(schema)) {
      const result = schema.safeParse(input, { reportInput: true });
      if (result.success) continue;
      for (const issue of result.error.issues) {
        codes.add(issue.code);
        issues.push({
          issue,
          schema: name,
          input: JSON.stringify(input)?.slice(0, 80) ?? 'undefined',
          path: issue.path.join('.'),
          code: issue.code,
          message: issue.message,
        });
      }
    }
  }
  return { issues, codes };
}

/** One line per distinct message: the text and the first schema, path and issue code that gave it. */
function distinct(found: Found[]): string[] {
  const first = new Map<string, Found>();
  for (const f of found) if (!first.has(f.message)) first.set(f.message, f);
  return [...first.values()].map((f) => `${f.message}  <- ${f.schema} ${f.path} (${f.code}, ${f.input})`);
}

describe('messages of every shared schema', () => {
  const { issues, codes } = walk();

  it('walks every kind of invalid input: wrong types, lengths, bounds, options, formats, missing and extra keys', () => {
    expect(everySchema().length).toBeGreaterThan(100);
    for (const code of [
      'invalid_type',
      'too_big',
      'too_small',
      'invalid_value',
      'invalid_format',
      'unrecognized_keys',
      'custom',
    ])
      expect(codes, code).toContain(code);
  });

  it('never answers with a zod default English text', () => {
    const defaults = distinct(issues.filter((i) => isZodDefault(i.issue)));
    expect(defaults.slice(0, 40), `${defaults.length} distinct zod default texts`).toEqual([]);
  });

  it("gives a limit its own text, never the field's 'required' or 'select' text", () => {
    const missing = new Map<string, Set<string>>();
    for (const f of issues)
      if (f.code === 'invalid_type' || f.code === 'too_small')
        missing.set(
          `${f.schema}|${f.path}`,
          (missing.get(`${f.schema}|${f.path}`) ?? new Set()).add(f.message),
        );
    const swallowed = distinct(
      issues.filter((f) => f.code === 'too_big' && missing.get(`${f.schema}|${f.path}`)?.has(f.message)),
    );
    expect(swallowed).toEqual([]);
  });

  it('answers only with texts of the message catalogue', () => {
    const foreign = distinct(issues).filter((line) => {
      const message = line.slice(0, line.indexOf('  <- '));
      return !CATALOGUE.some((re) => re.test(message));
    });
    expect(foreign.slice(0, 40), `${foreign.length} texts outside the catalogue`).toEqual([]);
  });
});

describe('issueMessage', () => {
  const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('names the limit of texts, numbers and lists in plain words', () => {
    expect(first(z.string().max(3), 'abcd')).toBe('Please enter at most 3 characters.');
    expect(first(z.string().min(3), 'ab')).toBe('Please enter at least 3 characters.');
    expect(first(z.string().min(1), '')).toBe('Cannot be empty');
    expect(first(z.number().max(9), 10)).toBe('Please enter a number no greater than 9.');
    expect(first(z.number().int().min(1), 0)).toBe('Please enter a number no less than 1.');
    expect(first(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Please choose no more than 2.');
    expect(first(z.array(z.string()).min(1), [])).toBe('Please choose at least one.');
  });

  it('gives the general text to bounds the shared schemas do not use', () => {
    for (const [schema, input] of [
      [z.string().length(3), 'ab'],
      [z.number().gt(1), 1],
      [z.number().multipleOf(5), 7],
      [z.bigint().max(2n), 3n],
      [z.array(z.string()).min(2), ['a']],
      [z.set(z.string()).max(1), new Set(['a', 'b'])],
      [z.date().max(new Date('2026-01-02')), new Date('2026-02-01')],
    ] as const)
      expect(first(schema, input)).toBe('Please check this value.');
  });

  it('says what kind of value is wanted, and that a missing one cannot be empty', () => {
    expect(first(z.string(), undefined)).toBe('Cannot be empty');
    expect(first(z.string(), 5)).toBe('Please enter text.');
    expect(first(z.number(), 'x')).toBe('Please enter a number.');
    expect(first(z.number().int(), 1.5)).toBe('Please enter a whole number.');
    expect(first(z.boolean(), 'yes')).toBe('Please choose yes or no.');
    expect(first(z.date(), 'x')).toBe('Please check this value.');
    expect(first(z.object({}), 'x')).toBe('Please check this value.');
    expect(first(z.email(), 'x')).toBe('Invalid email');
    expect(first(z.iso.date(), 'x')).toBe('Invalid date');
    expect(first(z.url(), 'x')).toBe('Please check the format of this value.');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('Please choose one of the options');
    expect(first(z.strictObject({}), { b: 1, c: 2 })).toBe('This information is not accepted here: b, c.');
    expect(first(z.union([z.string(), z.number()]), true)).toBe('Please check this value.');
    const shapes = z.discriminatedUnion('k', [
      z.object({ k: z.literal('a') }),
      z.object({ k: z.literal('b') }),
    ]);
    expect(first(shapes, { k: 'c' })).toBe('Please choose one of the options');
    expect(
      first(
        z.unknown().refine(() => false),
        1,
      ),
    ).toBe('Please check this value.');
    expect(first(z.record(z.string().max(1), z.string()), { ab: 'x' })).toBe('Please check this value.');
  });

  it("keeps a schema's own text, and a missing-only text leaves the checks their own", () => {
    expect(first(z.string().max(1, 'Own text'), 'ab')).toBe('Own text');
    const picked = z.string({ error: missingText(() => 'Please select a series.') }).max(2);
    expect(first(picked, undefined)).toBe('Please select a series.');
    expect(first(picked, 'abc')).toBe('Please enter at most 2 characters.');
  });

  it('answers in the current locale', () => {
    setLocale('fr');
    try {
      expect(first(z.string(), undefined)).toBe('Ne peut pas être vide');
      expect(first(z.string().max(3), 'abcd')).toBe('Veuillez entrer au plus 3 caractères.');
    } finally {
      setLocale('en');
    }
  });
});
