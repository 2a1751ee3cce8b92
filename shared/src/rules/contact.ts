import { msg } from '../messages/validation';
import type { FieldValue } from './text';

const CANADIAN_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
// Deliberately loose: one @, no spaces, a dot in the domain (spec 002 §5.4); the mailbox itself is the proof.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const EMAIL_MAX_LENGTH = 254;

function isAbsent(value: FieldValue): value is '' | null | undefined {
  return value === undefined || value === null || value.trim() === '';
}

/** Postal code (spec 000 §5): optional; Canadian A1A 1A1 (space optional) or US 12345 / 12345-6789. */
export function postalCodeRule(value: FieldValue): string | null {
  if (isAbsent(value)) return null;
  const code = value.trim();
  return CANADIAN_POSTAL_CODE.test(code) || US_ZIP.test(code) ? null : msg('validation.postalCode.invalid');
}

/** Canadian postal code only (spec 002 §5.7, edit page): optional; A1A 1A1 with the space optional. */
export function canadianPostalCodeRule(value: FieldValue): string | null {
  if (isAbsent(value)) return null;
  return CANADIAN_POSTAL_CODE.test(value.trim()) ? null : msg('validation.postalCode.invalid');
}

/** Email (spec 002 §5.4): optional; something@domain.tld without spaces, at most 254 characters. */
export function emailRule(value: FieldValue): string | null {
  if (isAbsent(value)) return null;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? null : msg('validation.email.invalid');
}

/**
 * Phone (spec 002 §5.3): optional; digits only, no leading zero, 10 or 11 digits.
 * Which message: anything that is not a run of digits, or that starts with 0, is 'Invalid phone number';
 * a run of digits of the wrong length is 'Invalid phone number. Please enter 10 digits'.
 */
export function phoneRule(value: FieldValue): string | null {
  if (isAbsent(value)) return null;
  const phone = value.trim();
  if (!/^\d+$/.test(phone) || phone.startsWith('0')) return msg('validation.phone.invalid');
  if (phone.length !== 10 && phone.length !== 11) return msg('validation.phone.tenDigits');
  return null;
}

/** Registration (spec 000 §5): at least one of email and phone: 'Please enter either Email or Phone number.' */
export function emailOrPhoneRule(email: FieldValue, phone: FieldValue): string | null {
  return isAbsent(email) && isAbsent(phone) ? msg('validation.emailOrPhone.register') : null;
}

/** Create-user wizard (spec 002 §5.4): at least one of email and phone: 'Enter either email or phone number'. */
export function userEmailOrPhoneRule(email: FieldValue, phone: FieldValue): string | null {
  return isAbsent(email) && isAbsent(phone) ? msg('validation.emailOrPhone.user') : null;
}

// Control (Cc) and format (Cf) characters: zero-width spaces and joiners, the BOM, bidi marks, soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * What a person meant to type in an identifier field (email, phone, login): compatibility forms folded
 * (NFKC: fullwidth `＠` and digits become ASCII), invisible control and format characters removed, trimmed.
 * Without it, `mary\u200b@example.org` would be a second account beside the same visible address.
 */
export function cleanIdentifier(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim();
}

/** Stored form of an email: cleaned ({@link cleanIdentifier}) and lower case (spec 000 §3, §5). */
export function normaliseEmail(value: string): string {
  return cleanIdentifier(value).toLowerCase();
}

/** Stored form of a Canadian postal code: upper case with the space ("N9B 3P4"); US codes are kept. */
export function normalisePostalCode(value: string): string {
  const code = value.trim().toUpperCase();
  return CANADIAN_POSTAL_CODE.test(code) ? `${code.slice(0, 3)} ${code.slice(-3)}` : code;
}

/**
 * E.164 form of a phone number accepted by `phoneRule`, as Cognito's phone_number wants it:
 * 10 digits are North American ('+1' + digits), 11 digits already carry the country code ('+' + digits).
 * @throws RangeError when the input is not 10 or 11 digits (validate with `phoneRule` first).
 */
export function toE164Phone(digits: string): string {
  const phone = cleanIdentifier(digits);
  if (/^\d{10}$/.test(phone)) return `+1${phone}`;
  if (/^\d{11}$/.test(phone)) return `+${phone}`;
  throw new RangeError('toE164Phone expects 10 or 11 digits');
}
