import * as z from 'zod';
import { msg } from '../messages/modules';
import { audited, idSchema, isoDateTimeSchema, wholeListLimitSchema } from './common';
import { TEXT_MAX, tooLong } from './limits';
import { storedBytes, storedJsonMessage, storedJsonProblem } from './stored-json';
import { missingText } from './issue-messages';

/*
 * Module templates and member modules (spec 001 §3, §5, §7). The spec's field names are kept (`_id`,
 * `surveyJSON`, `responseJSON`, `patientId`, …). Fields the server owns (createdBy, modifiedBy,
 * approved, approvedBy, completeness, version as a new value) are never read from a body: the body
 * schemas below do not declare them, so zod strips them.
 */

/**
 * Largest SurveyJS definition accepted, as UTF-8 JSON and as a DynamoDB map (`storedBytes`; a
 * 200-question module is about 60 KB): with its name and stamps the template item stays under 400 KB.
 */
export const MAX_SURVEY_JSON_BYTES = 300 * 1024;

/**
 * Largest set of answers accepted, as UTF-8 JSON and as a DynamoDB map (`storedBytes`): the answers
 * item keeps the current and the previous answers, 2 × 96 KB of its 400 KB.
 */
export const MAX_RESPONSE_JSON_BYTES = 96 * 1024;

/** Longest module template name. */
export const MAX_TEMPLATE_NAME = 200;

export { jsonBytes } from './stored-json';

const plainObject = z.record(z.string(), z.unknown());

/**
 * A SurveyJS definition: a JSON object whose `pages` (when present) is a list of objects each with an
 * optional `elements` list of objects carrying a `type`; at most MAX_SURVEY_JSON_BYTES. This is the
 * shape check both sides share; the API also loads it in survey-core (unknown question types,
 * duplicate question names → 400). An empty definition (`{}` or no pages) is allowed: the designer
 * starts from it and the fill-in shows the spec's empty-survey texts.
 */
export const moduleDefinitionSchema = plainObject.superRefine((json, ctx) => {
  const problem = storedJsonProblem(json);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: storedJsonMessage(problem) });
    return;
  }
  if (storedBytes(json) > MAX_SURVEY_JSON_BYTES) {
    ctx.addIssue({ code: 'custom', message: msg('modules.api.definitionTooLarge') });
    return;
  }
  const pages = json.pages;
  if (pages === undefined) return;
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!Array.isArray(pages) || !pages.every(isObject)) {
    ctx.addIssue({ code: 'custom', path: ['pages'], message: msg('modules.api.pagesInvalid') });
    return;
  }
  pages.forEach((page: Record<string, unknown>, i) => {
    const elements = page.elements;
    if (elements === undefined) return;
    if (
      !Array.isArray(elements) ||
      !elements.every((e: unknown) => isObject(e) && typeof (e as { type?: unknown }).type === 'string')
    )
      ctx.addIssue({
        code: 'custom',
        path: ['pages', i, 'elements'],
        message: msg('modules.api.elementsInvalid'),
      });
  });
});
export type ModuleDefinition = z.infer<typeof moduleDefinitionSchema>;

/**
 * A member's answers: the JSON object SurveyJS keeps (question name → value). The spec stores it as a
 * JSON string; the API takes either the object or that string, and always answers the object.
 */
export const responseJSONSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  plainObject.superRefine((answers, ctx) => {
    const problem = storedJsonProblem(answers);
    if (problem) ctx.addIssue({ code: 'custom', message: storedJsonMessage(problem) });
    else if (storedBytes(answers) > MAX_RESPONSE_JSON_BYTES)
      ctx.addIssue({ code: 'custom', message: msg('modules.api.answersTooLarge') });
  }),
);
export type ResponseJSON = z.infer<typeof responseJSONSchema>;

const templateName = z
  .string({ error: missingText(() => msg('modules.api.templateNameRequired')) })
  .trim()
  .min(1, { error: () => msg('modules.api.templateNameRequired') })
  .max(MAX_TEMPLATE_NAME, tooLong(MAX_TEMPLATE_NAME));

/**
 * A template's French name (issue 25), beside the spec's `name` (English): optional, the same length
 * limit; an empty text removes it (the name is shown in French too).
 */
const templateNameFr = z.string().trim().max(MAX_TEMPLATE_NAME, tooLong(MAX_TEMPLATE_NAME));

/** A module template in a list (no definition: lists and pickers stay light). */
export const moduleTemplateSummarySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The name in French (issue 25); absent: French readers see `name`. */
  nameFr: z.string().optional(),
  /**
   * A French reader would read part of it in English (issue 25): a text of its definition without
   * French (`missingFrench` of shared/src/instruments/french.ts) or no French name. The list flags it.
   */
  missingFrench: z.boolean(),
  isPublic: z.boolean(),
  /** Deleted while member modules used it: hidden from lists and pickers, still readable by id. */
  archived: z.boolean(),
  ...audited,
});
export type ModuleTemplateSummary = z.infer<typeof moduleTemplateSummarySchema>;

/** A module template with its SurveyJS definition (spec 001 §3 'Survey template'). */
export const moduleTemplateSchema = moduleTemplateSummarySchema.extend({ surveyJSON: plainObject });
export type ModuleTemplate = z.infer<typeof moduleTemplateSchema>;

export const moduleTemplateListResponseSchema = z.object({
  surveyList: z.array(moduleTemplateSummarySchema),
});
export const moduleTemplateResponseSchema = z.object({ survey: moduleTemplateSchema });

/** POST /api/surveys: createdBy/modifiedBy of the spec's body are ignored (the caller is the author). */
export const moduleTemplateCreateBodySchema = z.object({
  name: templateName,
  nameFr: templateNameFr.optional(),
  surveyJSON: moduleDefinitionSchema,
  isPublic: z.boolean().default(false),
});
export type ModuleTemplateCreateBody = z.infer<typeof moduleTemplateCreateBodySchema>;

/** PATCH /api/surveys/{id}: any of the fields, and the version the editor read (stale → 409). */
export const moduleTemplatePatchBodySchema = z.object({
  name: templateName.optional(),
  nameFr: templateNameFr.optional(),
  surveyJSON: moduleDefinitionSchema.optional(),
  isPublic: z.boolean().optional(),
  version: z.number().int().min(1),
});
export type ModuleTemplatePatchBody = z.infer<typeof moduleTemplatePatchBodySchema>;

/** DELETE /api/surveys/{id}: removed, or archived because member modules use it. */
export const moduleTemplateDeleteResponseSchema = z.object({ _id: idSchema, archived: z.boolean() });
export type ModuleTemplateDeleteResponse = z.infer<typeof moduleTemplateDeleteResponseSchema>;

/** A member module in a list: everything but the definition and the answers. */
export const memberModuleSummarySchema = z.object({
  _id: idSchema,
  /** The template's name when started. */
  name: z.string(),
  /** The template's French name when started (issue 25), if it had one. */
  nameFr: z.string().optional(),
  templateId: idSchema,
  /** The series instance it belongs to, if any (issue 9). */
  memberCollection: idSchema.nullable(),
  patientId: idSchema,
  patientName: z.string(),
  /** 0–100, computed by the server (spec 001 §4). */
  completeness: z.number().int().min(0).max(100),
  /** Marked complete: the answers are locked. */
  completed: z.boolean(),
  completedAt: isoDateTimeSchema.optional(),
  approved: z.boolean(),
  /** Id of the approver. */
  approvedBy: z.string().optional(),
  approvedByName: z.string().optional(),
  approvedAt: isoDateTimeSchema.optional(),
  /** Started, by whom, last modified (spec 001 §4 details dialog). */
  ...audited,
});
export type MemberModuleSummary = z.infer<typeof memberModuleSummarySchema>;

/** One member module with its copied definition and its answers. */
export const memberModuleSchema = memberModuleSummarySchema.extend({
  surveyJSON: plainObject,
  responseJSON: plainObject,
  /** Whether a previous saved state exists (Restore is possible). */
  canRestore: z.boolean(),
});
export type MemberModule = z.infer<typeof memberModuleSchema>;

export const memberModuleListQuerySchema = z.object({
  /** Only this member's modules (404 when outside the caller's scope). */
  patientId: idSchema.optional(),
  /** Only this series instance's modules. */
  memberCollection: idSchema.optional(),
  limit: wholeListLimitSchema,
});
export type MemberModuleListQuery = z.infer<typeof memberModuleListQuerySchema>;

export const memberModuleListResponseSchema = z.object({
  memberSurveyList: z.array(memberModuleSummarySchema),
});
export const memberModuleUserResponseSchema = z.object({
  count: z.number().int().min(0),
  memberSurveys: z.array(memberModuleSummarySchema),
});
export const memberModuleResponseSchema = z.object({ memberSurvey: memberModuleSchema });

/**
 * POST /api/membersurveys (start). Only the member, the template and the optional series instance are
 * read; the spec's name, surveyJSON, responseJSON, approved, createdBy and modifiedBy are ignored (the
 * server copies the template and owns the rest).
 */
/** A record named by its id, or the record itself with its `_id` (as spec 001 models surveyTemplate). */
const idOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && '_id' in value ? value._id : value;

/**
 * Spec 001 §7's dialog variant of the start body names the member `member` and the template
 * `surveyTemplate` (an id, or the record with its `_id`) and sends `memberCollection: null` outside a
 * series: read as `patientId`, `templateId` and no series. `patientId` and `templateId` win when both
 * shapes are sent; anything else the variant carries is ignored like the spec's other fields.
 */
function fromDialogVariant(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const {
    member,
    surveyTemplate,
    memberCollection: seriesInstance,
    ...rest
  } = body as Record<string, unknown>;
  // The variant (no patientId/templateId, its own names present) missing either of the two fails with
  // the dialog's text, 'Unable start Module. Please refresh and try again.' (spec 001 §5).
  const variant =
    rest.patientId === undefined &&
    rest.templateId === undefined &&
    (member !== undefined || surveyTemplate !== undefined || seriesInstance !== undefined);
  const named = (value: unknown) => {
    const id = idOf(value);
    return id === undefined || id === null || id === '' ? (variant ? MISSING_IN_DIALOG : id) : id;
  };
  return {
    ...rest,
    ...(rest.patientId === undefined && (member !== undefined || variant)
      ? { patientId: named(member) }
      : {}),
    ...(rest.templateId === undefined && (surveyTemplate !== undefined || variant)
      ? { templateId: named(surveyTemplate) }
      : {}),
    ...(seriesInstance === null || seriesInstance === undefined ? {} : { memberCollection: seriesInstance }),
  };
}

/** Stands for the member or template a dialog-variant start body left out (see fromDialogVariant). */
const MISSING_IN_DIALOG = Symbol('missing in the start dialog');

/** The text of a start field left out: the dialog's own for the variant, the field's own otherwise. */
const startFieldMissing =
  (text: () => string) =>
  (issue: Parameters<ReturnType<typeof missingText>>[0]): string | undefined =>
    issue.input === MISSING_IN_DIALOG ? msg('modules.error.startModule') : missingText(text)(issue);

const memberModuleStartSchema = z.object({
  patientId: z
    .string({ error: startFieldMissing(() => msg('modules.validation.selectPatient')) })
    .trim()
    .min(1, { error: () => msg('modules.validation.selectPatient') })
    .max(TEXT_MAX.id, tooLong(TEXT_MAX.id))
    .pipe(idSchema),
  templateId: z
    .string({ error: startFieldMissing(() => msg('modules.validation.selectBooklet')) })
    .trim()
    .min(1, { error: () => msg('modules.validation.selectBooklet') })
    .max(TEXT_MAX.id, tooLong(TEXT_MAX.id))
    .pipe(idSchema),
  memberCollection: idSchema.optional(),
});
export const memberModuleCreateBodySchema = z.preprocess(fromDialogVariant, memberModuleStartSchema);
export type MemberModuleCreateBody = z.infer<typeof memberModuleCreateBodySchema>;

const version = z.number().int().min(1);

/**
 * PATCH /api/membersurveys/{id}: one body per purpose, told apart by `action`. Every one carries the
 * version the screen read (stale → 409). completeness and surveyJSON in a body are ignored.
 * - `save`: store the answers; the previous saved answers are kept for `restore`.
 * - `complete`: Mark Complete, optionally with final answers (saved first); only at 100 with no
 *   validation errors, else 400 'Please complete all required fields before marking as complete.'
 * - `approve`: Admin, or a Coordinator assigned to the member (Volunteer, Patient: 403).
 * - `restore`: the previous saved answers become the current ones (and the current the previous).
 */
export const memberModulePatchBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('save'), responseJSON: responseJSONSchema, version }),
  z.object({ action: z.literal('complete'), responseJSON: responseJSONSchema.optional(), version }),
  z.object({ action: z.literal('approve'), version }),
  z.object({ action: z.literal('restore'), version }),
]);
export type MemberModulePatchBody = z.infer<typeof memberModulePatchBodySchema>;
