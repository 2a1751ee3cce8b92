import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { emailOrPhoneRule, emailRule, phoneRule, postalCodeRule } from '@circles/shared/rules/contact';
import { confirmPasswordRule, passwordRule } from '@circles/shared/rules/password';
import { cityRule, nameRule } from '@circles/shared/rules/text';
import * as z from 'zod';
import type { selfRegisterBodySchema } from '@circles/shared/schemas/user';

/**
 * The registration form's fields in screen order (also the order focus takes when a submit finds
 * problems): the one list the form, its values, its schema and the server-issue mapping read.
 */
export const REGISTER_FIELDS = [
  { name: 'name', label: 'auth.register.name', autoComplete: 'name', type: 'text', required: true },
  { name: 'city', label: 'auth.register.city', autoComplete: 'address-level2', type: 'text' },
  { name: 'postalCode', label: 'auth.register.postalCode', autoComplete: 'postal-code', type: 'text' },
  { name: 'email', label: 'auth.register.email', autoComplete: 'email', type: 'email', deps: ['phone'] },
  { name: 'phone', label: 'auth.register.phone', autoComplete: 'tel', type: 'tel', deps: ['email'] },
  {
    name: 'password',
    label: 'auth.register.password',
    autoComplete: 'new-password',
    type: 'password',
    required: true,
    deps: ['confirmPassword'],
  },
  {
    name: 'confirmPassword',
    label: 'auth.register.confirmPassword',
    autoComplete: 'new-password',
    type: 'password',
    required: true,
  },
] as const satisfies readonly {
  name: string;
  label: MessageKey;
  autoComplete: string;
  type: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  deps?: readonly string[];
}[];

export type RegisterField = (typeof REGISTER_FIELDS)[number]['name'];

/** The registration form's values, as typed. */
export type RegisterValues = Record<RegisterField, string>;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The fields' names in screen order. */
export const REGISTER_FIELD_ORDER: readonly RegisterField[] = REGISTER_FIELDS.map((f) => f.name);

export const EMPTY_REGISTER_VALUES: RegisterValues = Object.fromEntries(
  REGISTER_FIELD_ORDER.map((name) => [name, '']),
) as RegisterValues;

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

/**
 * The form's schema for react-hook-form: every field a string, checked by the shared rules that the
 * API's `selfRegisterBodySchema` applies too (same texts), plus what only the form has: the password
 * confirmation and the email-or-phone text under both fields.
 */
export const registerFormSchema = z
  .object(
    Object.fromEntries(REGISTER_FIELD_ORDER.map((name) => [name, z.string()])) as Record<
      RegisterField,
      z.ZodString
    >,
  )
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateRegistration(values))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

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

/** Duplicate accounts by the API's error code (never by its English message). */
const TAKEN_TEXT: Readonly<Partial<Record<string, MessageKey>>> = {
  EMAIL_TAKEN: 'auth.register.emailTaken',
  PHONE_TAKEN: 'auth.register.phoneTaken',
};

/**
 * The spec's text for a registration refused as a duplicate (000 §8 Registration), chosen by the
 * error code; null for every other failure (field issues, then 'An error occurred…').
 */
export function takenText(code: string): string | null {
  const key = TAKEN_TEXT[code];
  return key ? msg(key) : null;
}
