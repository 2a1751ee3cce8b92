import { z } from 'zod';
import { cleanIdentifier, emailRule, nameRule, phoneRule, postalCodeRule, zodCheck } from '../rules/index';
import { idSchema, isoDateTimeSchema } from './common';
import { SCREENER_QUESTIONS } from '../scoring/screener';

/** The fixed template id of the public social health screener (spec 000 §3 'Public survey submission'). */
export const SCREENER_TEMPLATE_ID = 'social-health-screener-v1';

/** 999 means unanswered or hidden (spec 000 §3, §9). */
export const UNANSWERED = 999;

/** The screener's items in page order; `con_que` asks whether a Community Connector may make contact. */
export const screenerQuestionNames = [...SCREENER_QUESTIONS, 'con_que'] as const;
export type ScreenerQuestionName = (typeof screenerQuestionNames)[number];

/** Allowed codes per item, in the order the page offers them (spec 000 §3 'Screener answer coding'). */
export const screenerCodings: Readonly<Record<ScreenerQuestionName, readonly number[]>> = {
  household2_size: [0, 1, 2, 3, 4],
  community_activity_participate: [1, 0],
  life_satisfaction2: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  local_community_belonging: [3, 2, 1, 0],
  lack_companionship: [0, 1, 2],
  feel_leftout: [0, 1, 2],
  feel_isolated: [0, 1, 2],
  con_que: [1, 0],
};

/** Answers of the 'How did you hear about this?' question (spec 000 §2). */
export const screenerSources = ['HWFC Lab', 'WECCC', 'CARP', 'Media', 'Other'] as const;
export type ScreenerSource = (typeof screenerSources)[number];

export type ScreenerAnswers = Record<ScreenerQuestionName, number>;

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** An optional email or phone, cleaned of invisible characters and compatibility forms first. */
const optionalIdentifier = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v === undefined ? undefined : cleanIdentifier(v)))
  .pipe(optionalText);

const answerSchema = (name: ScreenerQuestionName) =>
  z
    .number({ error: 'Invalid answer' })
    .refine((v) => v === UNANSWERED || screenerCodings[name].includes(v), 'Invalid answer');

/**
 * Body of `POST /api/publicsurveys/create`. The client generates `submissionId` (also sent as the
 * `Idempotency-Key` header): a retry with the same id and body answers the first result; the same id
 * with another body is a conflict. Names are validated here and normalised by the domain.
 */
export const publicSurveyCreateBodySchema = z.object({
  submissionId: z.uuid(),
  surveyTemplate: z.literal(SCREENER_TEMPLATE_ID),
  memberInfo: z.object({
    firstName: z
      .string()
      .max(200)
      .transform((v) => v.trim())
      .superRefine(zodCheck(nameRule)),
    lastName: z
      .string()
      .max(200)
      .transform((v) => v.trim())
      .superRefine(zodCheck(nameRule)),
    email: optionalIdentifier.transform((v) => v?.toLowerCase()).superRefine(zodCheck(emailRule)),
    phone: optionalIdentifier.superRefine(zodCheck(phoneRule)),
    postalCode: optionalText.superRefine(zodCheck(postalCodeRule)),
  }),
  source: z.enum(screenerSources).optional(),
  responseJSON: z.object({
    household2_size: answerSchema('household2_size'),
    community_activity_participate: answerSchema('community_activity_participate'),
    life_satisfaction2: answerSchema('life_satisfaction2'),
    local_community_belonging: answerSchema('local_community_belonging'),
    lack_companionship: answerSchema('lack_companionship'),
    feel_leftout: answerSchema('feel_leftout'),
    feel_isolated: answerSchema('feel_isolated'),
    con_que: answerSchema('con_que'),
  }),
});
export type PublicSurveyCreateBody = z.infer<typeof publicSurveyCreateBodySchema>;
/** What the page sends, before the schema trims and lowercases. */
export type PublicSurveyCreateInput = z.input<typeof publicSurveyCreateBodySchema>;

export const riskLevelSchema = z.enum(['Lowest Risk', 'Some Risk', 'Moderate Risk', 'High Risk']);

export const publicSurveyCreateResponseSchema = z.object({
  id: idSchema,
  score: z.number().int().min(0).max(5),
  level: riskLevelSchema,
});
export type PublicSurveyCreateResponse = z.infer<typeof publicSurveyCreateResponseSchema>;

/**
 * One lead in the staff inbox. Contact details (name, email, phone, postal code) are present only when
 * the person agreed to be contacted (`consentToContact`); the API omits them otherwise.
 */
export const publicSurveyLeadSchema = z.object({
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
export type PublicSurveyLead = z.infer<typeof publicSurveyLeadSchema>;

export const publicSurveyListResponseSchema = z.object({
  items: z.array(publicSurveyLeadSchema),
  cursor: z.string().optional(),
});
export type PublicSurveyListResponse = z.infer<typeof publicSurveyListResponseSchema>;

export const publicSurveyPatchBodySchema = z.object({
  contacted: z.literal(true),
  version: z.number().int().min(1),
});
export type PublicSurveyPatchBody = z.infer<typeof publicSurveyPatchBodySchema>;
