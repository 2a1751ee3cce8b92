import { msg } from '../messages/validation';

/** A field value as forms and request bodies hold it: absent, null or a string. */
export type FieldValue = string | null | undefined;

/** Maximum length of a name or a city (spec 000 §9, spec 002 §9). */
export const NAME_MAX_LENGTH = 60;

// A person's name: letters of any script (with their combining marks), spaces, hyphens, apostrophes
// (straight and curly), periods; the joiners some scripts write inside words are kept by `cleanName`.
const NAME_CHARACTERS = /^[\p{L}\p{M} \-'\u2019.\u200c\u200d]+$/u;
const LETTER = /\p{L}/u;
// A city's name: the characters of a person's name (no joiners: a city is not cleaned like a name).
const CITY_CHARACTERS = /^[\p{L}\p{M} \-'\u2019.]+$/u;
// Control (Cc) and format (Cf) characters: zero-width spaces, the BOM, bidi marks, soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const JOINERS = new Set(['\u200c', '\u200d']);
const WORD_PART = /[\p{L}\p{M}]/u;
const STARTS_WITH_DIGITS = /^\s*\d+/;
// One language is letters with inner spaces ("Cree Plains"); the list separates them with commas.
const LANGUAGE_LIST = /^\s*\p{L}+(?: +\p{L}+)*\s*(?:,\s*\p{L}+(?: +\p{L}+)*\s*)*$/u;

function isBlank(value: FieldValue): value is '' | null | undefined {
  return value === undefined || value === null || value === '';
}

/** Required field: 'Cannot be empty' when absent or empty, 'Cannot be whitespace alone' when blank. */
export function requiredRule(value: FieldValue): string | null {
  if (isBlank(value)) return msg('validation.required.empty');
  if (value.trim() === '') return msg('validation.required.whitespace');
  return null;
}

/**
 * The one stored form of a typed name, so the same name typed two ways is one string: compatibility
 * forms folded and accents composed (NFKC, as identifiers are: `Zoe\u0301` and `Zoé` are both `Zoé`),
 * any run of white space one space, invisible characters removed (the zero-width joiners of Persian or
 * Indic names kept between letters), trimmed.
 */
export function cleanName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .replace(INVISIBLE, (ch: string, at: number, all: string) =>
      JOINERS.has(ch) && WORD_PART.test(all.charAt(at - 1)) && WORD_PART.test(all.charAt(at + 1)) ? ch : '',
    )
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Person's name (spec 000 §5, 002 §5.2): required, not blank, at most 60 characters, 'Invalid name'
 * otherwise. Decision (the spec says "letters and spaces only"): names people really have are accepted,
 * letters of any script with spaces, hyphens, apostrophes (' and ’) and periods ("Mary-Ann", "O’Brien",
 * "St. John", "Jean-Luc Picard Jr."), with at least one letter; checked and counted (in characters) in
 * their stored form ({@link cleanName}).
 */
export function nameRule(value: FieldValue): string | null {
  const required = requiredRule(value);
  if (required !== null || isBlank(value)) return required;
  const name = cleanName(value);
  if (name === '') return msg('validation.required.whitespace');
  if (!NAME_CHARACTERS.test(name) || !LETTER.test(name)) return msg('validation.name.invalid');
  if ([...name].length > NAME_MAX_LENGTH) return msg('validation.name.tooLong');
  return null;
}

/**
 * City (spec 000 §5): optional; when given, not blank, at most 60 characters, 'Invalid city name'
 * otherwise. Decision (issue 20; the spec says "letters and spaces only"): real city names are accepted
 * as names are, letters of any script with spaces, hyphens, apostrophes (' and ’) and periods
 * ("Saint-Jean-sur-Richelieu", "St. John's", "Notre-Dame-de-l’Île-Perrot"), with at least one letter.
 */
export function cityRule(value: FieldValue): string | null {
  if (isBlank(value)) return null;
  if (value.trim() === '') return msg('validation.required.whitespace');
  if (!CITY_CHARACTERS.test(value) || !LETTER.test(value)) return msg('validation.city.invalid');
  if ([...value].length > NAME_MAX_LENGTH) return msg('validation.city.tooLong');
  return null;
}

/**
 * Free text with a length limit (notes, sticky notes, referral details): 'Please enter at most {max}
 * characters.' when longer, the text any schema's limit answers too (schemas/issue-messages.ts).
 */
export function maxLengthRule(value: FieldValue, max: number): string | null {
  return (value ?? '').length > max ? msg('validation.text.tooLong', { max }) : null;
}

/** Street (spec 002 §5.7, edit page): optional; when given it must start with digits (the civic number). */
export function streetRule(value: FieldValue): string | null {
  if (isBlank(value)) return null;
  return STARTS_WITH_DIGITS.test(value) ? null : msg('validation.street.invalid');
}

/**
 * Other languages (spec 002 §5.6): required once 'Other' is chosen; names made of letters separated
 * by commas ("Cree, Tagalog").
 */
export function languagesRule(value: FieldValue): string | null {
  const required = requiredRule(value);
  if (required !== null || isBlank(value)) return required;
  return LANGUAGE_LIST.test(value) ? null : msg('validation.languages.invalid');
}

/** Splits a valid languages entry into names, each capitalised (spec 002 §5.6: "Each is capitalised"). */
export function normaliseLanguages(value: string): string[] {
  return value
    .split(',')
    .map((part) => capitalise(part.trim().replace(/ +/g, ' ')))
    .filter((part) => part !== '');
}

/** First letter upper case, the rest lower case (by characters: a letter beyond the BMP stays whole). */
export function capitalise(word: string): string {
  const [first = '', ...rest] = word;
  return first.toUpperCase() + rest.join('').toLowerCase();
}

/**
 * Stored form of a person's name (spec 000 §3 public submission): each part in its one stored form
 * ({@link cleanName}), first letter capitalised and the rest lower case, first and last name joined by a
 * space.
 */
export function normaliseName(first: string, last?: string): string {
  return [first, last ?? '']
    .map((part) => capitalise(cleanName(part)))
    .filter((part) => part !== '')
    .join(' ');
}
