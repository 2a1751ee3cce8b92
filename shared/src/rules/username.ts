import { cleanIdentifier, normaliseEmail, toE164Phone } from './contact';

// What people type around a phone number: spaces, dots, dashes, brackets and a leading +.
const PHONE_PUNCTUATION = /[\s().+-]/g;
const E164 = /^\+\d{10,15}$/;

/**
 * The one username rule of web and functions (spec 000 §2 Login 'Email or Phone number', §5): what a
 * person types to sign in, as the Cognito user name. Anything with an @ is an email, normalised as
 * stored; otherwise 10 or 11 digits (punctuation allowed: '(519) 555-1234', '+1 519 555 1234') are a
 * phone number in E.164; anything else is read as an email and cannot match an account.
 */
export function usernameOf(identifier: string): string {
  const typed = cleanIdentifier(identifier);
  if (!typed.includes('@')) {
    const digits = typed.replace(PHONE_PUNCTUATION, '');
    if (/^\d{10,11}$/.test(digits)) return toE164Phone(digits);
  }
  return normaliseEmail(typed);
}

/** Whether a user name is a phone number (E.164), whose account may be held under an email user name. */
export function isPhoneUsername(username: string): boolean {
  return E164.test(username);
}

/**
 * The user name of a new account (spec 000 §3, §5): its email when it has one, otherwise its phone
 * number in E.164; undefined when it has neither (`emailOrPhoneRule` refuses that first).
 * @throws RangeError when the phone is not 10 or 11 digits (validate with `phoneRule` first).
 */
export function accountUsername(account: { email?: string; phone?: string }): string | undefined {
  if (account.email) return normaliseEmail(account.email);
  return account.phone ? toE164Phone(account.phone) : undefined;
}
