import * as z from 'zod';
import {
  cleanIdentifier,
  emailRule,
  phoneRule,
  canadianPostalCodeRule,
  userEmailOrPhoneRule,
} from '../rules/contact';
import {
  dateOfBirthRule,
  isIsoDate,
  optionRule,
  programRule,
  stickyNoteRule,
  terminationRule,
} from '../rules/forms';
import {
  GENDERS,
  LANGUAGES,
  ORIGINS_OF_CONTACT,
  PROVINCES,
  programOf,
  STICKY_NOTE_LEVELS,
  TERMINATION_REASONS,
} from '../rules/options';
import { matchingPasswordRule, passwordRule } from '../rules/password';
import { cityRule, cleanName, languagesRule, nameRule, requiredRule, streetRule } from '../rules/text';
import { msg } from '../messages/validation';
import { idSchema, isoDateTimeSchema, roleSchema, userStatusSchema } from './common';
import { TEXT_MAX, text, tooLong, tooMany } from './limits';
import { userSchema } from './user';
import { zodCheck } from './zod-check';

/* ------------------------------------------------------------------------------------------------
 * Entities (spec 002 §3) as the API answers them.
 * ---------------------------------------------------------------------------------------------- */

/** A calendar date written YYYY-MM-DD (program start and end dates, termination date). */
export const isoDateSchema = z
  .string()
  .trim()
  .max(TEXT_MAX.date, tooLong(TEXT_MAX.date))
  .refine(isIsoDate, { error: () => msg('validation.date.invalid') });

/**
 * One status history entry (spec 002 §3.1, §4.2). `endDate` absent: an open program. `id` is the
 * server's handle of the entry (Complete Program names it); dates are YYYY-MM-DD.
 */
export const statusHistoryEntrySchema = z.object({
  id: z.string(),
  status: userStatusSchema,
  /** The program (spec 002 §5.10); empty for a termination entry. */
  activeType: z.string(),
  startDate: z.string(),
  endDate: z.string().optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** Member status information (spec 002 §3.1 memberStatusInfo). */
export const memberStatusInfoSchema = z.object({
  /** The program of the latest open entry, if any. */
  activeType: z.string().optional(),
  statusHistory: z.array(statusHistoryEntrySchema),
  referralDate: z.string().optional(),
  terminationReason: z.enum(TERMINATION_REASONS).optional(),
  terminationDate: z.string().optional(),
  deceasedDate: z.string().optional(),
});
export type MemberStatusInfo = z.infer<typeof memberStatusInfoSchema>;

/** Volunteer information (spec 002 §3.1 volInfo). */
export const volInfoSchema = z.object({
  volType: z.string().max(100).optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  fieldOfStudy: z.string().max(100).optional(),
  school: z.string().max(100).optional(),
});
export type VolInfo = z.infer<typeof volInfoSchema>;

/** Volunteer information as a request sets it: the same fields, dates as YYYY-MM-DD. */
export const volInfoBodySchema = z.object({
  volType: text(TEXT_MAX.option).optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  fieldOfStudy: text(TEXT_MAX.option).optional(),
  school: text(TEXT_MAX.option).optional(),
});

/**
 * A user's full profile (the account page, the profile view): the identity fields of `userSchema`
 * plus programs, volunteer information, origin of contact and (Admin viewers only) the research ID.
 */
export const userDetailSchema = userSchema.extend({
  memberStatusInfo: memberStatusInfoSchema.optional(),
  volInfo: volInfoSchema.optional(),
  originOfContact: z.string().optional(),
  referralDetails: z.string().optional(),
  /**
   * Research ID (spec 002 §2.10, §4.6): a random pseudonym that carries nothing identifying; shown
   * to Admins only (the link between person and pseudonym is what a research export must not leak).
   */
  research: z.object({ id: z.string(), enabled: z.boolean() }).optional(),
  createdBy: z.string().optional(),
  modifiedBy: z.string().optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** One row of a user list (Manage Users table, My Members cards, pickers). */
export const userSummarySchema = z.object({
  _id: idSchema,
  role: roleSchema,
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  status: userStatusSchema,
  enabled: z.boolean(),
  facilityId: z.string().optional(),
  facilityName: z.string().optional(),
  /** Joined date. */
  createdAt: isoDateTimeSchema,
  version: z.number().int().min(1),
  /** Staff an Admin granted the Researcher permission (issue 26). */
  researcher: z.boolean().optional(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** A facility (spec 002 §3.2). */
export const facilitySchema = z.object({ _id: z.string(), name: z.string(), prefix: z.string() });
export type Facility = z.infer<typeof facilitySchema>;

/** A sticky note on a member (spec 002 §3.4). `createdBy` and `open` are the server's. */
export const stickyNoteSchema = z.object({
  _id: z.string(),
  patientId: idSchema,
  level: z.enum(STICKY_NOTE_LEVELS),
  message: z.string(),
  open: z.boolean(),
  createdBy: z.string(),
  /** Name of the author, for the list. */
  createdByName: z.string().optional(),
  modifiedBy: z.string(),
  createdAt: isoDateTimeSchema,
});
export type StickyNote = z.infer<typeof stickyNoteSchema>;

/**
 * A member module as the profile's Modules tab lists it (spec 002 §2.1). Filled by issue 8 (modules):
 * until then the list is empty. Fields beyond these may be added, never removed. The display names of
 * who started, last changed and approved it (stamped on the module when written, as the modules routes
 * answer them to the same readers) go with the ids, so the Details dialog names people (issue 20: it
 * showed their user ids).
 */
export const profileModuleSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  approved: z.boolean(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string().optional(),
  createdByName: z.string().optional(),
  updatedAt: isoDateTimeSchema,
  modifiedBy: z.string().optional(),
  modifiedByName: z.string().optional(),
  approvedBy: z.string().optional(),
  approvedByName: z.string().optional(),
  approvedAt: isoDateTimeSchema.optional(),
});

/* ------------------------------------------------------------------------------------------------
 * Requests.
 * ---------------------------------------------------------------------------------------------- */

const trimmedOptional = (rule: (v: string) => string | null, max: number = TEXT_MAX.short) =>
  text(max)
    .optional()
    .superRefine(zodCheck((v: string | undefined) => (v === undefined ? null : rule(v))))
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const identifier = (rule: (v: string) => string | null) =>
  text(TEXT_MAX.short)
    .optional()
    .transform((v) => (v === undefined ? undefined : cleanIdentifier(v)))
    .pipe(trimmedOptional(rule));

/** A person's name, checked by the name rule and stored in its one form (`cleanName`: NFKC, spaces). */
const requiredName = text(TEXT_MAX.short).superRefine(zodCheck(nameRule)).transform(cleanName);

/** Optimistic concurrency: the version the caller read; a stale one gets 409. */
const versionField = z.number().int().min(1);

/** The sort keys of the user list; `name` ascending by default (spec 002 §9). */
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'status', 'createdAt'] as const;
/** The page sizes of the table (spec 002 §9); the API accepts up to 100 (pickers). */
export const USER_PAGE_SIZES = [5, 10, 15, 20, 25] as const;

/**
 * `GET /api/users` query (spec 002 §2.4, §9): zero-based `page` of `limit` rows, sorted by `sort`
 * and `order`; filters `name` and `email` (case-insensitive substring), `role`, `enabled`, `status`,
 * and `assigned` (the caller's own caseload only, see the field).
 */
export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(USER_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Compared in the stored form of names, so 'Zoé' typed either way finds the same people. */
  name: text(100).transform(cleanName).optional(),
  email: text(TEXT_MAX.short).trim().optional(),
  role: roleSchema.optional(),
  enabled: z.enum(['true', 'false']).optional(),
  status: userStatusSchema.optional(),
  /**
   * `'true'`: only the users assigned to the caller (ACCESS.md relation 'assigned': the members of
   * their caseload and their assigned workers), as the caller's stored user says (never ids from the
   * request); with `role=Patient` these are the members a Coordinator may start a series or a module
   * for. Admins are not narrowed (ACCESS.md lets them act for any member); a Volunteer's list is
   * assigned-only anyway. `'false'` or absent: the whole list scope. Anything else is a 400.
   */
  assigned: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `{ count, users }`: `count` is the number of matching users in scope, `users` the requested page. */
export const userListResponseSchema = z.object({
  count: z.number().int().min(0),
  users: z.array(userSummarySchema),
});

/**
 * `POST /api/users/query` (spec 002 §7): a typed filter only, exactly one of
 * - `{ ids }`: the users with these ids (1 to 100);
 * - `{ seriesId }`: the users taking part in the series template (`collections`) `seriesId`, i.e. the
 *   users its `memberList` names (the people a series is assigned to, spec 001 §3 'Collection').
 * Objects are strict: an unknown key, both keys, or a database-style filter (`{ _id: { $in } }`) is a 400.
 */
export const userQueryFilterSchema = z.union([
  z.strictObject({ ids: z.array(idSchema).max(100, tooMany(100)).min(1) }),
  z.strictObject({ seriesId: idSchema }),
]);
export type UserQueryFilter = z.infer<typeof userQueryFilterSchema>;
export const userQueryBodySchema = z.strictObject({ filter: userQueryFilterSchema });

/** `POST /api/users/checkdups` (spec 002 §5.3, §5.4): one of email or phone. */
export const checkDupsBodySchema = z.union([
  z.object({ email: identifier(emailRule).pipe(z.string().min(1)) }),
  z.object({ phone: identifier(phoneRule).pipe(z.string().min(1)) }),
]);
export const checkDupsResponseSchema = z.object({ exists: z.boolean() });

/** Address of the create-user wizard (spec 002 §3.6, §5.7): country is Canada only. */
export const addressSchema = z.object({
  street: trimmedOptional(streetRule),
  city: trimmedOptional(cityRule),
  state: z.union([z.enum(PROVINCES), z.literal('None')]).optional(),
  code: trimmedOptional(canadianPostalCodeRule),
  country: z.literal('Canada').default('Canada'),
});

const languageFields = {
  language: text(TEXT_MAX.option).superRefine(zodCheck((v: string) => optionRule(v, LANGUAGES))),
  /** The other languages, comma separated, when `language` is Other (spec 002 §5.6). */
  languageOther: text(TEXT_MAX.short).optional(),
};

const genderFields = {
  gender: text(TEXT_MAX.option).superRefine(zodCheck((v: string) => optionRule(v, GENDERS))),
  /** What the person calls their gender, when NonBinary. */
  genderOther: text(60).optional(),
};

/**
 * `POST /api/users/register` (spec 002 §3.6, §4.5, §5): a user created by staff. `facilityId` is
 * read from Admins only (others create in their own facility); `password` is the wizard's prefilled
 * default (rule of §5.5), which the user must change at first sign-in (`mustChangePassword`).
 * `createdBy`, `enabled` (true), the history and the research ID are the server's.
 */
export const registerUserBodySchema = z
  .object({
    email: identifier(emailRule).transform((v) => v?.toLowerCase()),
    phone: identifier(phoneRule),
    password: text(TEXT_MAX.short).superRefine(zodCheck(passwordRule)),
    confirmPassword: text(TEXT_MAX.short).optional(),
    role: roleSchema,
    status: z.enum(['active', 'waitlist']).default('active'),
    facilityId: idSchema.optional(),
    originOfContact: text(TEXT_MAX.option)
      .superRefine(zodCheck((v: string) => optionRule(v, ORIGINS_OF_CONTACT)))
      .optional(),
    originOfContactOther: text(TEXT_MAX.short).optional(),
    referralDetails: text(TEXT_MAX.long).optional(),
    info: z.object({
      name: requiredName,
      ...genderFields,
      dateOfBirth: text(TEXT_MAX.date).superRefine(
        zodCheck((v: string) => dateOfBirthRule(v, new Date(Date.now() + 14 * 3600 * 1000))),
      ),
      ...languageFields,
      address: addressSchema.prefault({}),
    }),
  })
  .superRefine((body, ctx) => {
    const problem = userEmailOrPhoneRule(body.email ?? '', body.phone ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['email'], message: problem });
    if (body.confirmPassword !== undefined) {
      const mismatch = matchingPasswordRule(body.password, body.confirmPassword);
      if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: mismatch });
    }
    if (body.info.language === 'Other') {
      const bad = languagesRule(body.info.languageOther);
      if (bad) ctx.addIssue({ code: 'custom', path: ['info', 'languageOther'], message: bad });
    }
    if (body.info.gender === 'NonBinary' && body.info.genderOther !== undefined) {
      const bad = requiredRule(body.info.genderOther);
      if (bad) ctx.addIssue({ code: 'custom', path: ['info', 'genderOther'], message: bad });
    }
  });
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

export const userResponseSchema = z.object({ user: userDetailSchema });

/**
 * `PATCH /api/users/{id}` (spec 002 §2.9, §7 'profile {info, email}'): the person's own contact and
 * profile fields. Absent fields are left as they are; an empty string clears an optional field.
 * Facility, role, status, enabled and research have their own routes.
 */
export const profilePatchBodySchema = z.object({
  version: versionField,
  email: identifier(emailRule).transform((v) => v?.toLowerCase()),
  phone: identifier(phoneRule),
  info: z
    .object({
      name: requiredName.optional(),
      gender: genderFields.gender.optional(),
      genderOther: genderFields.genderOther,
      dateOfBirth: text(TEXT_MAX.date)
        .superRefine(zodCheck((v: string) => dateOfBirthRule(v, new Date(Date.now() + 14 * 3600 * 1000))))
        .optional(),
      language: languageFields.language.optional(),
      languageOther: languageFields.languageOther,
      street: trimmedOptional(streetRule),
      city: trimmedOptional(cityRule),
      province: z.union([z.enum(PROVINCES), z.literal('None')]).optional(),
      postalCode: trimmedOptional(canadianPostalCodeRule),
    })
    .prefault({}),
  originOfContact: text(TEXT_MAX.option)
    .superRefine(zodCheck((v: string) => optionRule(v, ORIGINS_OF_CONTACT)))
    .optional(),
  referralDetails: text(TEXT_MAX.long).optional(),
});
export type ProfilePatchBody = z.infer<typeof profilePatchBodySchema>;

/** `PATCH /api/users/{id}/facility` (Admin): move a user to another facility. */
export const facilityPatchBodySchema = z.object({ version: versionField, facilityId: idSchema });
/** `PATCH /api/users/{id}/role` (Admin): change a user's role (their sign-in group changes with it). */
export const rolePatchBodySchema = z.object({ version: versionField, role: roleSchema });
/** `PATCH /api/users/{id}/enabled` (spec 002 §2.10): takes effect on the user's next request. */
export const enabledPatchBodySchema = z.object({ version: versionField, enabled: z.boolean() });
/** `PATCH /api/users/{id}/research` (Admin, spec 002 §4.6): enable or disable an existing research ID. */
export const researchPatchBodySchema = z.object({ version: versionField, enabled: z.boolean() });

/**
 * `PATCH /api/users/{id}/password`: a new password (rule of §5.5 for every new password; the
 * account page's "at least 4" is not enforced, the creation rule is). Set by the user themself it
 * clears `mustChangePassword`; set by staff for someone else it sets it (a reset).
 */
export const passwordPatchBodySchema = z
  .object({
    password: text(TEXT_MAX.short).superRefine(zodCheck(passwordRule)),
    confirmPassword: text(TEXT_MAX.short),
  })
  .superRefine((body, ctx) => {
    const mismatch = matchingPasswordRule(body.password, body.confirmPassword);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: mismatch });
  });

/** `POST /api/users/{id}/programs/start` (spec 002 §2.5, §4.2, §5.10). */
export const startProgramBodySchema = z.object({
  version: versionField,
  status: z.enum(['active', 'waitlist']),
  activeType: text(TEXT_MAX.option).transform(programOf).superRefine(zodCheck(programRule)),
  /** YYYY-MM-DD; today when absent. */
  startDate: isoDateSchema.optional(),
});

/** `POST /api/users/{id}/programs/complete` (spec 002 §4.2): sets the open entry's end date. */
export const completeProgramBodySchema = z.object({
  version: versionField,
  entryId: text(TEXT_MAX.id).min(1),
  endDate: isoDateSchema,
});

/**
 * `PATCH /api/users/{id}/status` (spec 002 §4.2, the account page's status save): closes the last
 * entry (end date today) and appends one with the new status and program. Not for termination.
 */
export const statusPatchBodySchema = z.object({
  version: versionField,
  status: z.enum(['active', 'waitlist']),
  activeType: text(TEXT_MAX.option).transform(programOf).superRefine(zodCheck(programRule)).optional(),
});

/** `POST /api/users/{id}/terminate` (spec 002 §4.2, §5.10): date and reason required. */
export const terminateBodySchema = z
  .object({
    version: versionField,
    terminationDate: text(TEXT_MAX.date).optional(),
    terminationReason: text(60).optional(),
    /** When the reason is Deceased, the date of death (optional). */
    deceasedDate: isoDateSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = terminationRule({ date: body.terminationDate, reason: body.terminationReason });
    if (problem) ctx.addIssue({ code: 'custom', path: ['terminationDate'], message: problem });
  });

/** `PATCH /api/users/{id}/volinfo` (spec 002 §7 '{status, volInfo}'): a volunteer's History tab. */
export const volInfoPatchBodySchema = z.object({ version: versionField, volInfo: volInfoBodySchema });

/**
 * `PATCH /api/users/{id}/patients` (a worker's members) and `PATCH /api/users/{id}/workers` (a
 * member's helpers), spec 002 §7 '{patients[]} or {workers[]}; or lists for unassign'. Each pair
 * changes both users in one transaction; removal takes effect on the helper's next request.
 */
export const assignmentPatchBodySchema = z
  .object({
    add: z.array(idSchema).max(40, tooMany(40)).default([]),
    remove: z.array(idSchema).max(40, tooMany(40)).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, {
    error: () => msg('validation.api.nothingToChange'),
    path: ['add'],
  });

/** `GET /api/users/getAllUsers/{id}` (spec 002 §7): a user's assigned members and helpers by role. */
export const allUsersResponseSchema = z.object({
  patients: z.array(userSummarySchema),
  admins: z.array(userSummarySchema),
  coordinators: z.array(userSummarySchema),
  volunteers: z.array(userSummarySchema),
});

/** `GET /api/users/1/{id}` (spec 002 §7 'user with memberSurveys and stickyNotes'). */
export const userProfileResponseSchema = z.object({
  user: userDetailSchema,
  memberSurveys: z.array(profileModuleSummarySchema),
  stickyNotes: z.array(stickyNoteSchema),
});

/** `GET /api/facilities` (spec 002 §7): Admins all, everyone else their own. */
export const facilitiesResponseSchema = z.object({ facilities: z.array(facilitySchema) });

/** `POST /api/stickynotes` (spec 002 §3.4, §5.11). open, createdBy and modifiedBy are the server's. */
export const stickyNoteCreateBodySchema = z
  .object({
    patientId: idSchema,
    level: text(20).optional(),
    message: text(TEXT_MAX.message).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = stickyNoteRule({ level: body.level, message: body.message });
    if (problem) ctx.addIssue({ code: 'custom', path: ['message'], message: problem });
  })
  .transform((b) => ({
    patientId: b.patientId,
    level: b.level as (typeof STICKY_NOTE_LEVELS)[number],
    message: (b.message ?? '').trim(),
  }));

export const stickyNoteResponseSchema = z.object({ stickyNote: stickyNoteSchema });
