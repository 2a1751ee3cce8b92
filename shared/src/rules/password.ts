import { msg } from '../messages/validation';
import type { FieldValue } from './text';

/** Password length at creation (spec 002 §5.5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** Minimum length on the account page's change-password tab (spec 002 §5.5). */
export const ACCOUNT_PASSWORD_MIN_LENGTH = 4;

/**
 * The special characters that satisfy the password rule: the set Cognito's password policy accepts,
 * so a password the form accepts is never refused by the identity provider.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

const checks: readonly { test: (password: string) => boolean; key: Parameters<typeof msg>[0] }[] = [
  { test: (p) => p.length >= PASSWORD_MIN_LENGTH, key: 'validation.password.minLength' },
  { test: (p) => p.length <= PASSWORD_MAX_LENGTH, key: 'validation.password.maxLength' },
  { test: (p) => /\d/.test(p), key: 'validation.password.number' },
  { test: (p) => /[A-Za-z]/.test(p), key: 'validation.password.letter' },
  { test: (p) => /[a-z]/.test(p), key: 'validation.password.lowercase' },
  { test: (p) => /[A-Z]/.test(p), key: 'validation.password.uppercase' },
  {
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
    key: 'validation.password.special',
  },
];

/**
 * Password at creation and registration (spec 002 §5.5): the first failing of 8 to 16 characters,
 * a number, a letter, a small letter, a capital letter and a special character.
 */
export function passwordRule(value: FieldValue): string | null {
  const password = value ?? '';
  const failing = checks.find((check) => !check.test(password));
  return failing ? msg(failing.key) : null;
}

/** Registration confirmation (spec 000 §5): 'Passwords do not match'. */
export function confirmPasswordRule(password: FieldValue, confirm: FieldValue): string | null {
  return (password ?? '') === (confirm ?? '') ? null : msg('validation.password.mismatchRegister');
}

/** Create-user wizard confirmation (spec 002 §5.5): 'Password must be matching'. */
export function matchingPasswordRule(password: FieldValue, confirm: FieldValue): string | null {
  return (password ?? '') === (confirm ?? '') ? null : msg('validation.password.mismatchUser');
}

/** Account page new password (spec 002 §5.5): at least 4 characters. */
export function accountPasswordRule(value: FieldValue): string | null {
  return (value ?? '').length >= ACCOUNT_PASSWORD_MIN_LENGTH
    ? null
    : msg('validation.password.accountMinLength');
}
