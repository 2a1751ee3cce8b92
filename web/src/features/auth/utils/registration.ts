import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { emailOrPhoneRule, emailRule, phoneRule, postalCodeRule } from '@circles/shared/rules/contact';
import { confirmPasswordRule, passwordRule } from '@circles/shared/rules/password';
import { cityRule, nameRule } from '@circles/shared/rules/text';
import type { z } from 'zod';
import type { selfRegisterBodySchema } from '@circles/shared/schemas/user';

/** The registration form's fields, as typed. */
export interface RegisterValues {
  name: string;
  city: string;
  postalCode: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  name: '',
  city: '',
  postalCode: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Fields whose leading whitespace is dropped as typed (spec 000 §5). */
const TRIM_START: ReadonlySet<RegisterField> = new Set(['name', 'city', 'email']);

/** The value kept for a keystroke: leading whitespace trimmed in name, city and email. */
export function typedValue(field: RegisterField, value: string): string {
  return TRIM_START.has(field) ? value.trimStart() : value;
}

/**
 * Every field's problem under the spec's registration rules (000 §5). When neither email nor phone is
 * given both show 'Please enter either Email or Phone number.'; as soon as one is given that error
 * leaves both.
 */
export function validateRegistration(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  const put = (field: RegisterField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  put('name', nameRule(values.name));
  put('city', cityRule(values.city));
  put('postalCode', postalCodeRule(values.postalCode));
  const either = emailOrPhoneRule(values.email, values.phone);
  put('email', either ?? emailRule(values.email));
  put('phone', either ?? phoneRule(values.phone));
  put('password', passwordRule(values.password));
  put('confirmPassword', confirmPasswordRule(values.password, values.confirmPassword));
  return errors;
}

/** The self-registration body: trimmed values, empty optional fields left out, the letter version agreed to. */
export function toRegisterBody(values: RegisterValues): z.input<typeof selfRegisterBodySchema> {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const body: z.input<typeof selfRegisterBodySchema> = {
    name: values.name.trim(),
    password: values.password,
    consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
  };
  const email = optional(values.email);
  const phone = optional(values.phone);
  const city = optional(values.city);
  const postalCode = optional(values.postalCode);
  if (email) body.email = email.toLowerCase();
  if (phone) body.phone = phone;
  if (city) body.city = city;
  if (postalCode) body.postalCode = postalCode;
  return body;
}

/** What a failed registration shows: a form-level text and per-field texts. */
export interface RegisterFailure {
  form: string | null;
  fields: RegisterErrors;
}

const SERVER_TEXT: Record<string, MessageKey> = {
  [msg('auth.register.server.emailRegistered')]: 'auth.register.emailTaken',
  [msg('auth.register.server.phoneRegistered')]: 'auth.register.phoneTaken',
};

/** The form's fields in screen order (also the order focus takes when a submit finds problems). */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = [
  'name',
  'city',
  'postalCode',
  'email',
  'phone',
  'password',
  'confirmPassword',
];

const FIELDS: ReadonlySet<string> = new Set(REGISTER_FIELD_ORDER);

/**
 * Maps a failed registration to the spec's texts (000 §8 Registration): the two duplicate messages,
 * per-field issues under their fields, and 'An error occurred. Please try again later.' for the rest.
 */
export function registerFailure(
  error: { status: number; message: string; issues: readonly { path: string; message: string }[] } | null,
): RegisterFailure {
  if (!error) return { form: msg('auth.register.failed'), fields: {} };
  const duplicate = SERVER_TEXT[error.message];
  if (duplicate) return { form: msg(duplicate), fields: {} };
  const fields: RegisterErrors = {};
  let unplaced = false;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (FIELDS.has(field)) fields[field as RegisterField] ??= issue.message;
    else unplaced = true;
  }
  if (error.status === 400 && Object.keys(fields).length > 0)
    return { form: unplaced ? msg('auth.register.failed') : null, fields };
  return { form: msg('auth.register.failed'), fields };
}
