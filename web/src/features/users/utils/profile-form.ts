import type * as z from 'zod';
import { canEditProfileFields, profileFieldGroupOf } from '@circles/shared/access/policy';
import type { Actor, UserTarget } from '@circles/shared/access/types';
import {
  emailRule,
  canadianPostalCodeRule,
  phoneRule,
  userEmailOrPhoneRule,
} from '@circles/shared/rules/contact';
import { dateOfBirthRule, optionRule } from '@circles/shared/rules/forms';
import { GENDERS, LANGUAGES, PROVINCES } from '@circles/shared/rules/options';
import { cityRule, languagesRule, nameRule, requiredRule, streetRule } from '@circles/shared/rules/text';
import type { profilePatchBodySchema, UserDetail } from '@circles/shared/schemas/people';

/** The account page's Profile tab values (spec 002 §2.8, §5.6, §5.7). */
export interface ProfileValues {
  email: string;
  name: string;
  phone: string;
  gender: string;
  genderOther: string;
  language: string;
  otherLanguages: string;
  dateOfBirth: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  /** Changed by an Admin only (spec 002 §6), through its own route. */
  facilityId: string;
}

export const PROFILE_FIELDS: (keyof ProfileValues)[] = [
  'email',
  'name',
  'phone',
  'gender',
  'genderOther',
  'language',
  'otherLanguages',
  'dateOfBirth',
  'street',
  'city',
  'province',
  'postalCode',
  'country',
  'facilityId',
];

/**
 * The field of the policy's profile field groups each form field changes (body paths of
 * `PATCH /api/users/{id}`; `facilityId` is the Admin route's). Country is Canada and never changed.
 */
const PATH_OF: Record<keyof ProfileValues, string | undefined> = {
  email: 'email',
  name: 'info.name',
  phone: 'phone',
  gender: 'info.gender',
  genderOther: 'info.genderOther',
  language: 'info.language',
  otherLanguages: 'info.languageOther',
  dateOfBirth: 'info.dateOfBirth',
  street: 'info.street',
  city: 'info.city',
  province: 'info.province',
  postalCode: 'info.postalCode',
  country: undefined,
  facilityId: 'facilityId',
};

/**
 * The form fields `actor` may change on `target`, by the access policy's profile field groups (the
 * server refuses the others): a member her own contact fields; staff also gender, date of birth and
 * language; Admins also the facility.
 */
export function editableProfileFields(actor: Actor, target: UserTarget): ReadonlySet<keyof ProfileValues> {
  return new Set(
    PROFILE_FIELDS.filter((field) => {
      const group = profileFieldGroupOf(PATH_OF[field] ?? '');
      return group !== undefined && canEditProfileFields(actor, group, target);
    }),
  );
}

const isOneOf = (list: readonly string[], value: string | undefined): boolean =>
  value !== undefined && list.includes(value);

/** The 10 digits a person types for a stored phone (`+15195550104` → `5195550104`). */
function typedPhone(phone: string | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

type Info = UserDetail['info'] & { genderOther?: string; languageOther?: string };

/** The form's values of a stored user: a language outside the list reads as Other with its names. */
export function profileValuesOf(user: UserDetail): ProfileValues {
  const info = user.info as Info;
  const language = info.language ?? '';
  const listed = isOneOf(LANGUAGES, language);
  return {
    email: user.email ?? info.email ?? '',
    name: info.name,
    phone: typedPhone(info.phone ?? user.phone),
    gender: info.gender ?? '',
    genderOther: info.genderOther ?? '',
    language: listed || language === '' ? language : 'Other',
    otherLanguages: listed ? (info.languageOther ?? '') : language,
    dateOfBirth: info.dateOfBirth ?? '',
    street: info.street ?? '',
    city: info.city ?? '',
    province: info.province && isOneOf(PROVINCES, info.province) ? info.province : 'None',
    postalCode: info.postalCode ?? '',
    country: 'Canada',
    facilityId: user.facilityId ?? '',
  };
}

/** Fields the form may leave empty (see {@link unrecordedOptional}). */
export interface ProfileOptional {
  gender: boolean;
  language: boolean;
}

/**
 * Decision (issue 20): spec 002 §5.6 requires gender and language on the account page, and the account
 * holder, who knows them, is asked for them. Staff editing someone else's profile whose record never
 * had one (a self-registered member, whose sign-up form does not ask, or older data) may leave it empty
 * rather than invent it; a value once recorded cannot be cleared.
 */
export function unrecordedOptional(original: ProfileValues, ownAccount: boolean): ProfileOptional {
  return { gender: !ownAccount && original.gender === '', language: !ownAccount && original.language === '' };
}

/**
 * Every field's problem on the account page (spec 002 §5): name, gender, language and country
 * required (gender and language unless `optional` says so and they are empty); 'Specify Gender' when
 * NonBinary and 'Specify Language' when Other; email or phone; the edit page's street and Canadian
 * postal code rules; a date of birth not after `today`. Only the fields of `editable` (default all) are
 * checked: the others are shown, not sent.
 */
export function validateProfile(
  values: ProfileValues,
  today: string,
  editable?: ReadonlySet<keyof ProfileValues>,
  optional: ProfileOptional = { gender: false, language: false },
): Partial<Record<keyof ProfileValues, string | null>> {
  const either = userEmailOrPhoneRule(values.email, values.phone);
  const problems: Partial<Record<keyof ProfileValues, string | null>> = {
    email: either ?? emailRule(values.email),
    phone: either ?? phoneRule(values.phone),
    name: nameRule(values.name),
    gender: optional.gender && values.gender === '' ? null : optionRule(values.gender, GENDERS),
    genderOther: values.gender === 'NonBinary' ? requiredRule(values.genderOther) : null,
    language: optional.language && values.language === '' ? null : optionRule(values.language, LANGUAGES),
    otherLanguages: values.language === 'Other' ? languagesRule(values.otherLanguages) : null,
    dateOfBirth: values.dateOfBirth === '' ? null : dateOfBirthRule(values.dateOfBirth, today),
    street: streetRule(values.street),
    city: cityRule(values.city),
    postalCode: canadianPostalCodeRule(values.postalCode),
    country: requiredRule(values.country),
  };
  if (!editable) return problems;
  return Object.fromEntries(
    Object.entries(problems).filter(
      ([field]) => field === 'country' || editable.has(field as keyof ProfileValues),
    ),
  );
}

type ProfileBody = z.input<typeof profilePatchBodySchema>;

/**
 * The `PATCH /api/users/{id}` body of the form (an empty optional field clears it; an unrecorded gender
 * or language left empty is not sent, so it stays unrecorded), with only the fields of `editable`
 * (default all): the server refuses a body naming a field the caller may not change.
 */
export function toProfileBody(
  values: ProfileValues,
  version: number,
  editable?: ReadonlySet<keyof ProfileValues>,
): ProfileBody {
  const body = fullBody(values, version);
  if (!editable) return body;
  const sent = new Set([...editable].map((field) => PATH_OF[field]));
  const keep = <T extends object>(fields: T, prefix: string): Partial<T> =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => sent.has(prefix + key))) as Partial<T>;
  const { info, ...top } = body;
  return { ...keep(top, ''), version, info: keep(info ?? {}, 'info.') };
}

function fullBody(values: ProfileValues, version: number): ProfileBody {
  const t = (v: string) => v.trim();
  return {
    version,
    email: t(values.email).toLowerCase(),
    phone: t(values.phone),
    info: {
      name: t(values.name),
      ...(values.gender === ''
        ? {}
        : {
            gender: values.gender,
            genderOther: values.gender === 'NonBinary' ? t(values.genderOther) : '',
          }),
      ...(values.dateOfBirth === '' ? {} : { dateOfBirth: values.dateOfBirth }),
      ...(values.language === ''
        ? {}
        : {
            language: values.language,
            languageOther: values.language === 'Other' ? t(values.otherLanguages) : '',
          }),
      street: t(values.street),
      city: t(values.city),
      province: values.province as 'ON',
      postalCode: t(values.postalCode),
    },
  };
}

/** Body paths → the form's fields, for a 400's issues. */
export function profileFieldOf(path: string): string {
  const last = path.split('.').pop() ?? path;
  return last === 'languageOther' ? 'otherLanguages' : last;
}
