import * as z from 'zod';
import { cleanIdentifier, emailRule, emailOrPhoneRule, phoneRule, postalCodeRule } from '../rules/contact';
import { loginIdentifierRule, loginPasswordRule } from '../rules/forms';
import { passwordRule } from '../rules/password';
import { cleanOneTimeCode, oneTimeCodeRule, SECOND_FACTORS } from '../rules/second-factor';
import { cityRule, cleanName, nameRule } from '../rules/text';
import { zodCheck } from './zod-check';
import { idSchema, isoDateTimeSchema, roleSchema, userStatusSchema } from './common';
import { TEXT_MAX, text } from './limits';

type Rule = (value: string) => string | null;

/** Optional text checked by a rule on what was typed; then trimmed, and absent when empty. */
const optionalText = (rule: Rule) =>
  text(TEXT_MAX.short)
    .optional()
    .superRefine(zodCheck((v: string | undefined) => (v === undefined ? null : rule(v))))
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * An optional identifier (email, phone): cleaned of invisible characters and compatibility forms before
 * its rule runs, so what is checked, compared for uniqueness and stored is what the person sees.
 */
const optionalIdentifier = (rule: Rule) =>
  text(TEXT_MAX.short)
    .optional()
    .transform((v) => (v === undefined ? undefined : cleanIdentifier(v)))
    .pipe(optionalText(rule));

/** Profile information shown on the profile screens (spec 002 §3.1 `info`). */
export const userInfoSchema = z.object({
  name: z.string(),
  phone: z.string().optional(),
  email: z.string().optional(),
  gender: z.string().optional(),
  /** What the person calls their gender, when NonBinary (spec 002 §5.6). */
  genderOther: z.string().optional(),
  dateOfBirth: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  province: z.string().optional(),
  country: z.string().optional(),
  language: z.string().optional(),
  /** The other languages, capitalised and comma separated, when `language` is Other (spec 002 §5.6). */
  languageOther: z.string().optional(),
});

/** A user as the API answers it (spec 000 §3 User, spec 002 §3.1). Never carries credentials. */
export const userSchema = z.object({
  _id: idSchema,
  role: roleSchema,
  email: z.string().optional(),
  phone: z.string().optional(),
  status: userStatusSchema,
  enabled: z.boolean(),
  facilityId: z.string().optional(),
  facilityName: z.string().optional(),
  info: userInfoSchema,
  patients: z.array(z.string()),
  workers: z.array(z.string()),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  version: z.number().int().min(1),
  /**
   * Set for a user created by staff (or whose password staff reset): until they choose their own
   * password (`PATCH /api/users/{id}/password`), every route but validate, logout, their own
   * profile read and the password change answers 403 `PASSWORD_CHANGE_REQUIRED`.
   */
  mustChangePassword: z.boolean().optional(),
  /**
   * The second factor the user has enrolled (issue 21), absent when none. Staff (Admin, Coordinator,
   * Volunteer) without one get 403 `MFA_SETUP_REQUIRED` from every route but validate, logout and the
   * enrolment until they enrol; members may opt in.
   */
  mfa: z.enum(SECOND_FACTORS).optional(),
  /** Staff an Admin granted the Researcher permission (issue 26: research exports); absent otherwise. */
  researcher: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * Self-registration (spec 000 §3 'Self-registration payload', §5 'Registration'): the same rules as the
 * form, so a request that skips the form gets the same messages. Consent names the letter version read.
 */
export const selfRegisterBodySchema = z
  .object({
    name: text(TEXT_MAX.short).superRefine(zodCheck(nameRule)).transform(cleanName),
    email: optionalIdentifier(emailRule).transform((v) => v?.toLowerCase()),
    phone: optionalIdentifier(phoneRule),
    password: text(TEXT_MAX.short).superRefine(zodCheck(passwordRule)),
    city: optionalText(cityRule),
    postalCode: optionalText(postalCodeRule),
    consent: z.object({ letterVersion: text(40).min(1) }),
  })
  .superRefine((body, ctx) => {
    const problem = emailOrPhoneRule(body.email ?? '', body.phone ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['email'], message: problem });
  });
export type SelfRegisterBody = z.infer<typeof selfRegisterBodySchema>;

export const selfRegisterResponseSchema = z.object({ id: idSchema });

/** `POST /api/users/login` for API clients (spec 000 §7). */
export const loginBodySchema = z.object({
  emailOrPhone: text(TEXT_MAX.short)
    .transform(cleanIdentifier)
    .pipe(z.string().superRefine(zodCheck(loginIdentifierRule))),
  password: text(TEXT_MAX.short).superRefine(zodCheck(loginPasswordRule)),
  /**
   * The 6-digit code of the account's authenticator app (issue 21): needed by accounts with a second
   * factor (401 `MFA_CODE_REQUIRED` without it), ignored by the others.
   */
  code: text(20)
    .optional()
    .superRefine(zodCheck((v: string | undefined) => (v === undefined ? null : oneTimeCodeRule(v))))
    .transform((v) => (v === undefined ? undefined : cleanOneTimeCode(v))),
});
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export const validateResponseSchema = z.object({ valid: z.literal(true), user: userSchema });
