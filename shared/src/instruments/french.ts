/*
 * Issue 25: does a SurveyJS definition read in French? One walker of the template JSON (what the API
 * stores and survey-core renders), shared by the library's test (`french.test.ts`, strict: no French
 * left as the English, a space before ':') and the API's template list (`missingFrench`: the flag an
 * Admin sees on a template a French reader would partly read in English).
 */

/** SurveyJS properties holding a text the member reads (localisable strings). */
export const LOCALISABLE = new Set([
  'title',
  'description',
  'text',
  'html',
  'minRateDescription',
  'maxRateDescription',
  'addRowText',
  'removeRowText',
  'placeholder',
  'requiredErrorText',
  'otherText',
  'labelTrue',
  'labelFalse',
  'completedHtml',
]);

/**
 * Lists whose items may be plain strings (`choices: ['Yes', 'No']`): SurveyJS shows such an item as it
 * is in every language, so one with a letter in it has no French (the designer's Translations tab turns
 * it into `{ value, text: { default, fr } }`). Numbers and strings without letters ('1', '10+') read
 * the same in both languages.
 */
const PLAIN_ITEM_LISTS = new Set(['choices', 'rows', 'columns', 'rateValues']);

/**
 * Why a text fails: no French, French without its English, French left as the English, or
 * (GLOSSARY.fr.md) no space before ':'.
 */
export type FrenchProblemKind = 'missing' | 'english' | 'same' | 'colon';

export interface FrenchProblem {
  /** Where in the JSON: `.pages[0].elements[1].title`. */
  path: string;
  kind: FrenchProblemKind;
  problem: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The problem of one localisable value, if any. */
function textProblem(
  value: unknown,
  path: string,
  sameInFrench: Readonly<Record<string, string>>,
): FrenchProblem[] {
  if (typeof value === 'string')
    return value.trim() === '' ? [] : [{ path, kind: 'missing', problem: `English only: ${value}` }];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const texts = value as Record<string, unknown>;
  const en = texts.default ?? texts.en;
  const fr = texts.fr;
  const frenchMissing = typeof fr !== 'string' || fr.trim() === '';
  if (typeof en !== 'string' || en.trim() === '')
    return frenchMissing ? [] : [{ path, kind: 'english', problem: `no English for: ${String(fr)}` }];
  if (frenchMissing) return [{ path, kind: 'missing', problem: `no French for: ${en}` }];
  if (fr === en && !Object.hasOwn(sameInFrench, en))
    return [{ path, kind: 'same', problem: `French left as the English: ${en}` }];
  // GLOSSARY.fr.md: a space before ':' (the html of an intro holds no colon of its own).
  if (/[^\s]:/.test(fr.replace(/<[^>]*>/g, '')))
    return [{ path, kind: 'colon', problem: `no space before ':': ${fr}` }];
  return [];
}

/**
 * Every localisable text of a SurveyJS definition lacking its French or its English, French left as the English
 * (unless `sameInFrench` lists the English with its reason) or French without its space before ':',
 * each with its path. A plain string counts as English only; so does a plain-string item with a letter
 * in a choice, row or column list.
 */
export function frenchProblems(
  json: unknown,
  sameInFrench: Readonly<Record<string, string>> = {},
  path = '',
): FrenchProblem[] {
  if (Array.isArray(json))
    return json.flatMap((item, i) => frenchProblems(item, sameInFrench, `${path}[${i}]`));
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json as Record<string, unknown>).flatMap(([key, value]): FrenchProblem[] => {
    const at = `${path}.${key}`;
    if (LOCALISABLE.has(key)) return textProblem(value, at, sameInFrench);
    if (PLAIN_ITEM_LISTS.has(key) && Array.isArray(value))
      return value.flatMap((item: unknown, i): FrenchProblem[] =>
        typeof item === 'string'
          ? hasLetter(item)
            ? [{ path: `${at}[${i}]`, kind: 'missing', problem: `English only: ${item}` }]
            : []
          : frenchProblems(item, sameInFrench, `${at}[${i}]`),
      );
    return frenchProblems(value, sameInFrench, at);
  });
}

/**
 * The paths of the texts of a SurveyJS definition a French reader would read in English: localisable
 * strings without French (plain strings included) and plain-string choices. Empty: the definition reads
 * wholly in French. French the same as the English is not counted (names and numbers may be).
 */
export function missingFrench(json: unknown): string[] {
  return frenchProblems(json)
    .filter((p) => p.kind === 'missing')
    .map((p) => p.path);
}
