import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 23: every text of the message catalogue is shown somewhere. A key counts as used when a screen,
 * handler or shared module names it: the key as a string literal ('users.none', "…", `…`), or a template
 * literal that builds it from a prefix (`users.option.gender.${g}`). A key no code names must be listed
 * below with the reason it is unused; a listed key that code now names must leave the list.
 */

const root = path.resolve(__dirname, '../..');

/** Catalogue keys no code names, each with why. */
const DELIBERATELY_UNUSED: Record<string, string> = {
  'reports.error.ccFillSurvey':
    "spec 000 §8 gives it only as 'one variant' of reports.error.cc, with no situation of its own; a failed Community Connections read shows reports.error.cc",
  // letterParagraphs() (messages/letter.ts) shows every key of the letter area but its title, by
  // listing the area's keys, so no code names these one by one.
  'letter.who': 'shown by letterParagraphs(), which lists the letter area',
  'letter.use': 'shown by letterParagraphs(), which lists the letter area',
  'letter.privacy': 'shown by letterParagraphs(), which lists the letter area',
  'letter.voluntary': 'shown by letterParagraphs(), which lists the letter area',
  'letter.withdrawal': 'shown by letterParagraphs(), which lists the letter area',
  'letter.contact': 'shown by letterParagraphs(), which lists the letter area',
  'letter.agree': 'shown by letterParagraphs(), which lists the letter area',
  'modules.error.createMemberCollection':
    "spec 001 §5 lists it beside 'Unable create member Series…' (shown) for the same write, POST membercollections; one text per event",
  'modules.success.memberCollectionCreated':
    "spec 001 §5 lists it beside 'Member Series created.' (shown) for the same write; one text per event",
};

/** Every file below `dir` (relative to the repo) whose path `keep` accepts. */
function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(keep);
}

const catalogueFile = (file: string) => /\/shared\/src\/messages\/[\w-]+\.(en|fr)\.ts$/.test(file);

/** The catalogue's keys: the English texts of every area (other locales hold subsets). */
const catalogue: string[] = filesUnder('shared/src/messages', (f) => f.endsWith('.en.ts')).flatMap((f) =>
  [...readFileSync(f, 'utf8').matchAll(/^\s*'([\w.-]+)':/gm)].map((m) => m[1] as string),
);

/** The code that may show a text: screens, handlers and shared modules, not tests or the catalogue. */
const code: string = ['web/src', 'functions/src', 'shared/src']
  .flatMap((dir) =>
    filesUnder(
      dir,
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !/\/(testing|test)\//.test(f.slice(root.length)) &&
        !catalogueFile(f),
    ),
  )
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

/** Prefixes of keys built in template literals (`users.option.gender.${g}` → 'users.option.gender.'). */
const builtPrefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1] as string);

const quoted = new Set([...code.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1] as string));
const isUsed = (key: string) => quoted.has(key) || builtPrefixes.some((p) => key.startsWith(p));

describe('the message catalogue', () => {
  it('is read from every area (the scan finds the keys)', () => {
    expect(catalogue).toEqual(expect.arrayContaining(['users.none', 'users.error.patientCollections']));
    expect(catalogue.length).toBeGreaterThan(1000);
  });

  it('has every text shown by some code, or listed as unused with its reason', () => {
    const unlisted = catalogue.filter((key) => !isUsed(key) && !(key in DELIBERATELY_UNUSED));
    expect(unlisted).toEqual([]);
  });

  it('lists as unused only keys of the catalogue that no code names', () => {
    const stale = Object.keys(DELIBERATELY_UNUSED).filter((key) => !catalogue.includes(key) || isUsed(key));
    expect(stale).toEqual([]);
  });

  it('gives a reason for each unused key', () => {
    expect(Object.entries(DELIBERATELY_UNUSED).filter(([, why]) => why.trim() === '')).toEqual([]);
  });
});
