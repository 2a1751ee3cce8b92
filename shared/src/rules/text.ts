import { msg } from '../messages/validation';

/** A field value as forms and request bodies hold it: absent, null or a string. */
export type FieldValue = string | null | undefined;

/** Maximum length of a name or a city (spec 000 §9, spec 002 §9). */
export const NAME_MAX_LENGTH = 60;

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
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

/** Person's name (spec 000 §5, 002 §5.2): required, letters and spaces only, at most 60 characters. */
export function nameRule(value: FieldValue): string | null {
  const required = requiredRule(value);
  if (required !== null || isBlank(value)) return required;
  if (!LETTERS_AND_SPACES.test(value)) return msg('validation.name.invalid');
  if (value.length > NAME_MAX_LENGTH) return msg('validation.name.tooLong');
  return null;
}

/** City (spec 000 §5): optional; when given, not blank, letters and spaces only, at most 60 characters. */
export function cityRule(value: FieldValue): string | null {
  if (isBlank(value)) return null;
  if (value.trim() === '') return msg('validation.required.whitespace');
  if (!LETTERS_AND_SPACES.test(value)) return msg('validation.city.invalid');
  if (value.length > NAME_MAX_LENGTH) return msg('validation.city.tooLong');
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

/** First letter upper case, the rest lower case. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * Stored form of a person's name (spec 000 §3 public submission): each part trimmed, first letter
 * capitalised and the rest lower case, first and last name joined by a space.
 */
export function normaliseName(first: string, last?: string): string {
  return [first, last ?? '']
    .map((part) => capitalise(part.trim()))
    .filter((part) => part !== '')
    .join(' ');
}
