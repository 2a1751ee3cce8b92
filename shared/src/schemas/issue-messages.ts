import * as z from 'zod';
import { msg, type ValidationMessageKey } from '../messages/validation';

type RawIssue = z.core.$ZodRawIssue;

type Key = ValidationMessageKey;
type Kind = 'text' | 'number' | 'list' | 'date';

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

/** What a size issue measures, by the zod origin of the value. */
const KIND_OF_ORIGIN: Readonly<Record<string, Kind>> = {
  string: 'text',
  number: 'number',
  int: 'number',
  bigint: 'number',
  array: 'list',
  set: 'list',
  map: 'list',
  date: 'date',
};

/** The text of a wrong-typed value, by the type zod expected. */
const TYPE_TEXT: Readonly<Record<string, Key>> = {
  string: 'validation.type.text',
  number: 'validation.type.number',
  bigint: 'validation.type.number',
  nan: 'validation.type.number',
  int: 'validation.type.wholeNumber',
  boolean: 'validation.type.yesNo',
  date: 'validation.date.invalid',
};

/** Texts of a value past its maximum: inclusive bound, exclusive bound. */
const TOO_BIG: Readonly<Record<Kind, [Key, Key]>> = {
  text: ['validation.text.tooLong', 'validation.text.tooLong'],
  number: ['validation.number.max', 'validation.number.below'],
  list: ['validation.list.tooLong', 'validation.list.tooLong'],
  date: ['validation.date.tooLate', 'validation.date.tooLate'],
};

/** Texts of a value under its minimum: inclusive bound, exclusive bound. */
const TOO_SMALL: Readonly<Record<Kind, [Key, Key]>> = {
  text: ['validation.text.tooShort', 'validation.text.tooShort'],
  number: ['validation.number.min', 'validation.number.above'],
  list: ['validation.list.tooFew', 'validation.list.tooFew'],
  date: ['validation.date.tooEarly', 'validation.date.tooEarly'],
};

/** A bound as people read it: dates as YYYY-MM-DD, numbers as they are. */
function bound(value: number | bigint | Date, kind: Kind): string {
  return kind === 'date' ? new Date(Number(value)).toISOString().slice(0, 10) : String(value);
}

type SizeIssue = Extract<RawIssue, { code: 'too_big' }> | Extract<RawIssue, { code: 'too_small' }>;

function sizeMessage(issue: SizeIssue): string {
  const kind = KIND_OF_ORIGIN[issue.origin];
  if (!kind) return msg('validation.value.invalid');
  const big = issue.code === 'too_big';
  const limit = bound(big ? issue.maximum : issue.minimum, kind);
  if (kind === 'text' && issue.exact) return msg('validation.text.length', { length: limit });
  // At least one character or item: the field is simply empty.
  if (!big && Number(issue.minimum) <= 1 && kind === 'text') return msg('validation.required.empty');
  if (!big && Number(issue.minimum) <= 1 && kind === 'list') return msg('validation.list.empty');
  const [inclusive, exclusive] = (big ? TOO_BIG : TOO_SMALL)[kind];
  return msg(issue.inclusive === false ? exclusive : inclusive, big ? { max: limit } : { min: limit });
}

function formatMessage(format: string): string {
  if (format === 'email') return msg('validation.email.invalid');
  return msg(DATE_FORMATS.has(format) ? 'validation.date.invalid' : 'validation.format.invalid');
}

/**
 * The catalogue text (current locale) for a zod issue that carries no message of its own: each issue
 * code and origin has a plain-language text with its limit ('Please enter at most 2000 characters.').
 * zod's own English ('Too big: expected string to have <=2000 characters') never reaches a person, on
 * the server (400 issues) or in forms. A schema's own message still wins (zod asks this map last).
 */
export function issueMessage(issue: RawIssue): string {
  if (issue.code === 'invalid_type') {
    // A missing field arrives as undefined: the form kit's one text for a required field.
    if (issue.input === undefined) return msg('validation.required.empty');
    return msg(TYPE_TEXT[issue.expected] ?? 'validation.value.invalid');
  }
  if (issue.code === 'too_big' || issue.code === 'too_small') return sizeMessage(issue);
  if (issue.code === 'invalid_format') return formatMessage(issue.format);
  if (issue.code === 'not_multiple_of') return msg('validation.number.step', { step: String(issue.divisor) });
  if (issue.code === 'unrecognized_keys')
    return msg('validation.keys.unknown', { keys: issue.keys.join(', ') });
  // An option list, or a discriminated union (which names its options): a choice among them.
  if (issue.code === 'invalid_value' || (issue.code === 'invalid_union' && issue.discriminator !== undefined))
    return msg('validation.option.invalid');
  return msg('validation.value.invalid');
}

/**
 * A schema-level `error` for a missing or wrong-typed value only ('Please select a series.'). zod gives
 * a schema's own `error` to every check on it too, so `z.string({ error: 'Please select…' }).max(200)`
 * would answer a too long value with 'Please select…'; with this the checks keep their own texts.
 */
export function missingText(text: () => string): (issue: RawIssue) => string | undefined {
  return (issue) => (issue.code === 'invalid_type' ? text() : undefined);
}

// Installed once, wherever a shared schema is loaded: common.ts and the contract import this module.
z.config({ customError: issueMessage });
