import { canCreateRole } from '@circles/shared/access/policy';
import { ROLES, type Actor, type Role } from '@circles/shared/access/types';
import {
  canadianPostalCodeRule,
  emailRule,
  phoneRule,
  userEmailOrPhoneRule,
} from '@circles/shared/rules/contact';
import { dateOfBirthRule, optionRule } from '@circles/shared/rules/forms';
import { GENDERS, LANGUAGES, ORIGINS_OF_CONTACT, PROVINCES } from '@circles/shared/rules/options';
import {
  matchingPasswordRule,
  passwordRule,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@circles/shared/rules/password';
import {
  cityRule,
  languagesRule,
  maxLengthRule,
  nameRule,
  normaliseLanguages,
  requiredRule,
} from '@circles/shared/rules/text';
import { maxLengthOf } from '@circles/shared/schemas/field-limits';
import { registerUserBodySchema } from '@circles/shared/schemas/people';

/** The server's limit of the referral details (a counter shows it under the field). */
export const REFERRAL_DETAILS_MAX = maxLengthOf(registerUserBodySchema, 'referralDetails');

/** The wizard's values, as typed (every field a string). */
export interface CreateUserValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  language: string;
  otherLanguages: string;
  gender: string;
  genderOther: string;
  dateOfBirth: string;
  role: string;
  /** The new user's facility: chosen by an Admin only; others create in their own. */
  facilityId: string;
  origin: string;
  originOther: string;
  referralDetails: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

export type CreateUserField = keyof CreateUserValues;

/** The four steps of spec 002 §4.5 and the fields each one checks before Next. */
export const WIZARD_STEPS: readonly {
  label: 'account' | 'language' | 'details' | 'address';
  fields: CreateUserField[];
}[] = [
  { label: 'account', fields: ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] },
  { label: 'language', fields: ['language', 'otherLanguages', 'gender', 'genderOther'] },
  {
    label: 'details',
    fields: ['dateOfBirth', 'role', 'facilityId', 'origin', 'originOther', 'referralDetails'],
  },
  { label: 'address', fields: ['street', 'city', 'province', 'postalCode', 'country'] },
];

/** Every field in screen order (focus order for server issues). */
export const CREATE_USER_FIELDS: CreateUserField[] = WIZARD_STEPS.flatMap((s) => s.fields);

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Symbols that read unambiguously when a coordinator says the password aloud.
const SYMBOLS = '#$%&*!@?';

function pick(set: string, random: (n: number) => number): string {
  return set.charAt(random(set.length));
}

function cryptoRandom(n: number): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % n;
}

/**
 * The default password prefilled for a new user (spec 002 §5.5, §9: "prefilled, value not shown"):
 * 12 random characters meeting the creation rule. Decision: random per user rather than one
 * product-wide constant, which anyone who knows the product could use; the user must change it at
 * first sign-in.
 */
export function defaultPassword(random: (n: number) => number = cryptoRandom): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER, random), pick(UPPER, random), pick(DIGITS, random), pick(SYMBOLS, random)];
  while (chars.length < 12) chars.push(pick(all, random));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  // Guards the symbol list against a future narrowing of the rule's set.
  if (![...SYMBOLS].every((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))) throw new Error('symbols');
  return password;
}

/** Empty wizard values with the default password and Canada as the country (spec 002 §5.7). */
export function emptyCreateUserValues(password: string, facilityId = ''): CreateUserValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password,
    confirmPassword: password,
    language: '',
    otherLanguages: '',
    gender: '',
    genderOther: '',
    dateOfBirth: '',
    role: '',
    facilityId,
    origin: '',
    originOther: '',
    referralDetails: '',
    street: '',
    city: '',
    province: '',
    postalCode: '',
    country: 'Canada',
  };
}

/** The roles the creator may give (spec 002 §6): Admin only for Admin, Coordinator for Admin and Coordinator. */
export function creatableRoles(actor: Actor): Role[] {
  return ROLES.filter((role) => canCreateRole(actor, role));
}

/**
 * Every field's problem under spec 002 §5.2–5.7, with the shared rules' texts: names, email or phone,
 * the password and its confirmation, language and gender (with their 'specify' fields), date of birth
 * (not after `today`), role among `roles`, origin of contact, and the address.
 */
export function validateCreateUser(
  values: CreateUserValues,
  today: string,
  roles: readonly string[],
): Partial<Record<CreateUserField, string | null>> {
  const either = userEmailOrPhoneRule(values.email, values.phone);
  return {
    firstName: nameRule(values.firstName),
    lastName: nameRule(values.lastName),
    email: either ?? emailRule(values.email),
    phone: either ?? phoneRule(values.phone),
    password: passwordRule(values.password),
    confirmPassword: matchingPasswordRule(values.password, values.confirmPassword),
    language: optionRule(values.language, LANGUAGES),
    otherLanguages: values.language === 'Other' ? languagesRule(values.otherLanguages) : null,
    gender: optionRule(values.gender, GENDERS),
    dateOfBirth: dateOfBirthRule(values.dateOfBirth, today),
    role: optionRule(values.role, roles),
    origin: optionRule(values.origin, ORIGINS_OF_CONTACT),
    originOther: values.origin === 'Other' ? requiredRule(values.originOther) : null,
    referralDetails:
      REFERRAL_DETAILS_MAX === undefined ? null : maxLengthRule(values.referralDetails, REFERRAL_DETAILS_MAX),
    city: cityRule(values.city),
    province: values.province === '' ? null : optionRule(values.province, PROVINCES),
    postalCode: canadianPostalCodeRule(values.postalCode),
  };
}

/** The language stored for the wizard's choice: the option, or the capitalised list typed under Other. */
export function languageOf(values: Pick<CreateUserValues, 'language' | 'otherLanguages'>): string {
  return values.language === 'Other' ? normaliseLanguages(values.otherLanguages).join(', ') : values.language;
}

/** The full name from the first and last names. */
export function fullName(values: Pick<CreateUserValues, 'firstName' | 'lastName'>): string {
  return `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
}
