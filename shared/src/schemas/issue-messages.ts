import * as z from 'zod';
import { msg } from '../messages/validation';

type RawIssue = z.core.$ZodRawIssue;

// Types zod expected, by the text for a value of another type.
const NUMBER_TYPES = new Set(['number', 'bigint', 'nan']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function typeMessage(expected: string): string {
  if (expected === 'string') return msg('validation.type.text');
  if (NUMBER_TYPES.has(expected)) return msg('validation.type.number');
  if (expected === 'int') return msg('validation.type.wholeNumber');
  if (expected === 'boolean') return msg('validation.type.yesNo');
  return msg('validation.value.invalid');
}

type SizeIssue = Extract<RawIssue, { code: 'too_big' | 'too_small' }>;

/**
 * A text, number or list past its bound, with the bound. Shared schemas use inclusive bounds only
 * (`.max()`, `.min()`); exclusive ones, exact lengths, dates and files get the general text.
 */
function sizeMessage(issue: SizeIssue): string {
  const big = issue.code === 'too_big';
  const bound = Number(big ? issue.maximum : issue.minimum);
  if (issue.inclusive === false || issue.exact) return msg('validation.value.invalid');
  if (issue.origin === 'string') {
    if (big) return msg('validation.text.tooLong', { max: bound });
    // At least one character: the field is simply empty.
    return bound <= 1 ? msg('validation.required.empty') : msg('validation.text.tooShort', { min: bound });
  }
  if (issue.origin === 'number' || issue.origin === 'int')
    return big ? msg('validation.number.max', { max: bound }) : msg('validation.number.min', { min: bound });
  if (issue.origin === 'array' && big) return msg('validation.list.tooLong', { max: bound });
  if (issue.origin === 'array' && bound <= 1) return msg('validation.list.empty');
  return msg('validation.value.invalid');
}

/**
 * The catalogue text (current locale) for a zod issue that carries no message of its own: each issue
 * code and origin has a plain-language text with its limit ('Please enter at most 2000 characters.').
 * zod's own English ('Too big: expected string to have <=2000 characters') never reaches a person, on
 * the server (400 issues) or in forms. A schema's own message still wins (zod asks this map last).
 */
export function issueMessage(issue: RawIssue): string {
  // A missing field arrives as undefined: the form kit's one text for a required field.
  if (issue.code === 'invalid_type')
    return issue.input === undefined ? msg('validation.required.empty') : typeMessage(issue.expected);
  if (issue.code === 'too_big' || issue.code === 'too_small') return sizeMessage(issue);
  if (issue.code === 'invalid_format') {
    if (issue.format === 'email') return msg('validation.email.invalid');
    return msg(DATE_FORMATS.has(issue.format) ? 'validation.date.invalid' : 'validation.format.invalid');
  }
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
