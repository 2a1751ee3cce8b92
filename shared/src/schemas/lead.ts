import * as z from 'zod';
import { cleanIdentifier, emailRule, phoneRule, postalCodeRule } from '../rules/contact';
import { msg } from '../messages/validation';
import { cleanName, nameRule } from '../rules/text';
import { zodCheck } from './zod-check';
import { idSchema, isoDateTimeSchema } from './common';
import { TEXT_MAX, text } from './limits';
import {
  isScreenerCode,
  SCREENER_TEMPLATE_ID,
  screenerSources,
  UNANSWERED,
  type ScreenerQuestionName,
} from '../rules/screener-answers';

const optionalText = text(TEXT_MAX.short)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * An optional email or phone, cleaned of invisible characters and compatibility forms first. The raw
 * bound is loose (`max`): the field's rule judges the cleaned value, so a valid email (≤ 254 characters
 * by the email rule) with pasted spaces around it is never refused for its length.
 */
const optionalIdentifier = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => (v === undefined ? undefined : cleanIdentifier(v)))
    .pipe(z.string().optional())
    .transform((v) => (v === undefined || v === '' ? undefined : v));

const invalidAnswer = () => msg('validation.api.invalidAnswer');
/**
 * One screener answer: its code as a number, or as a string of digits as the original landing page sends
 * it (`"1"`); anything else is the spec's invalid-answer text.
 */
const answerSchema = (name: ScreenerQuestionName) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .max(10)
          .trim()
          .regex(/^\d{1,3}$/)
          .transform(Number),
      ],
      { error: invalidAnswer },
    )
    .refine((v) => isScreenerCode(name, v), { error: invalidAnswer });

/**
 * The contact question: left empty (`""`) or out, as the original landing page does when the person
 * skips it, it counts as not answered, so nobody is contacted without a Yes.
 */
const contactAnswerSchema = z
  .union([z.literal(''), answerSchema('con_que')])
  .optional()
  .transform((v) => (v === undefined || v === '' ? UNANSWERED : v));

/** The optional 'how did you hear about us' menu: untouched (`""`) is the same as absent. */
const sourceSchema = z
  .union([z.literal(''), z.enum(screenerSources)])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const personName = text(TEXT_MAX.short).superRefine(zodCheck(nameRule)).transform(cleanName);

/** Splits spec 000 §3's one `name` at its first run of spaces: first word, then the rest. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = cleanName(name).split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/** One `name`: each part must pass the name rule (a one-word name has no last name). */
const fullName = text(TEXT_MAX.short).superRefine(
  zodCheck((v: string) => {
    const { firstName, lastName } = splitName(v);
    return nameRule(firstName) ?? (lastName === '' ? null : nameRule(lastName));
  }),
);

/**
 * The person's name in either shape: the page's `firstName` + `lastName`, or spec 000 §3's one `name`
 * (never both). A `name` is split at its first run of spaces: the first word is the first name, the rest
 * the last name ("mary ann smith" → "mary" + "ann smith", stored "Mary Ann smith" by `normaliseName`); a
 * one-word name has no last name. Issues name the field that was sent (`memberInfo.name`).
 */
const memberInfoSchema = z
  .object({
    firstName: personName.optional(),
    lastName: personName.optional(),
    name: fullName.optional(),
    email: optionalIdentifier(320)
      .transform((v) => v?.toLowerCase())
      .superRefine(zodCheck(emailRule)),
    phone: optionalIdentifier(200).superRefine(zodCheck(phoneRule)),
    postalCode: optionalText.superRefine(zodCheck(postalCodeRule)),
  })
  .transform((info, ctx) => {
    const { firstName, lastName, name, ...contact } = info;
    if (name !== undefined) {
      if (firstName !== undefined || lastName !== undefined)
        ctx.addIssue({ code: 'custom', path: ['name'], message: msg('validation.api.nameShape') });
      return { ...contact, ...splitName(name) };
    }
    for (const [key, value] of [
      ['firstName', firstName],
      ['lastName', lastName],
    ] as const) {
      if (value === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: nameRule(undefined) ?? '' });
    }
    return { ...contact, firstName: firstName ?? '', lastName: lastName ?? '' };
  });

/**
 * Body of `POST /api/publicsurveys/create`, in two shapes:
 * - the page's: `submissionId` (a uuid the client generates, also sent as the `Idempotency-Key` header)
 *   and `memberInfo.firstName` + `lastName`;
 * - spec 000 §3 as written, for existing landing pages: no `submissionId` and `memberInfo.name` with first
 *   and last name in one field (split as {@link memberInfoSchema} says). The `Idempotency-Key` header (a
 *   uuid) is then the submission id; without it the server picks a new id, so a retry stores a second
 *   submission (bounded by the route's per-client rate limit).
 * A retry with the same id and body answers the first result; the same id with another body is a
 * conflict. Names are validated here and normalised by the domain.
 */
export const leadCreateBodySchema = z.object({
  submissionId: z.uuid().optional(),
  surveyTemplate: z.literal(SCREENER_TEMPLATE_ID),
  memberInfo: memberInfoSchema,
  source: sourceSchema,
  responseJSON: z.object({
    household2_size: answerSchema('household2_size'),
    community_activity_participate: answerSchema('community_activity_participate'),
    life_satisfaction2: answerSchema('life_satisfaction2'),
    local_community_belonging: answerSchema('local_community_belonging'),
    lack_companionship: answerSchema('lack_companionship'),
    feel_leftout: answerSchema('feel_leftout'),
    feel_isolated: answerSchema('feel_isolated'),
    con_que: contactAnswerSchema,
  }),
});
export type LeadCreateBody = z.infer<typeof leadCreateBodySchema>;
/** What the page sends, before the schema trims and lowercases: always with its own submission id. */
export type LeadCreateInput = z.input<typeof leadCreateBodySchema> & { submissionId: string };

export const riskLevelSchema = z.enum(['Lowest Risk', 'Some Risk', 'Moderate Risk', 'High Risk']);

export const leadCreateResponseSchema = z.object({
  id: idSchema,
  score: z.number().int().min(0).max(5),
  level: riskLevelSchema,
});
export type LeadCreateResponse = z.infer<typeof leadCreateResponseSchema>;

/**
 * One lead in the staff inbox. Contact details (name, email, phone, postal code) are present only when
 * the person agreed to be contacted (`consentToContact`); the API omits them otherwise.
 */
export const leadSchema = z.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  score: z.number().int().min(0).max(5),
  level: riskLevelSchema,
  consentToContact: z.boolean(),
  contacted: z.boolean(),
  contactedAt: isoDateTimeSchema.optional(),
  source: z.enum(screenerSources).optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  postalCode: z.string().optional(),
  version: z.number().int().min(1),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadListResponseSchema = z.object({
  items: z.array(leadSchema),
  cursor: z.string().optional(),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

export const leadPatchBodySchema = z.object({
  contacted: z.literal(true),
  version: z.number().int().min(1),
});
export type LeadPatchBody = z.infer<typeof leadPatchBodySchema>;
