import { defineRoute } from '../define';
import { moduleWriteEffects } from '../cache';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  memberModuleCreateBodySchema,
  memberModuleListQuerySchema,
  memberModuleListResponseSchema,
  memberModulePatchBodySchema,
  memberModuleResponseSchema,
  memberModuleUserResponseSchema,
  moduleTemplateCreateBodySchema,
  moduleTemplateDeleteResponseSchema,
  moduleTemplateListResponseSchema,
  moduleTemplatePatchBodySchema,
  moduleTemplateResponseSchema,
} from '../../schemas/module';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const moduleErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'MODULE_LOCKED',
  'MODULE_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'SERIES_STALE',
  'STALE_VERSION',
  'TEMPLATE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/**
 * Module templates (`surveys`) and member modules (`membersurveys`) of spec 001 §7, served by the
 * `modules` area. Access as ACCESS.md; a role that may never do the call gets 403, a target outside the
 * caller's scope 404. Every read and write of a member module is audited.
 *
 * Decisions where the spec is silent:
 * - Templates: create, edit and delete are Admin only; Admin, Coordinator and Volunteer read them. A
 *   Patient lists the public ones (`isPublic`; names, no definitions) to start a module for themselves
 *   (spec 001 §5) and may start only from those; reading one template by id is 403 for a Patient
 *   (members see a definition only as the copy inside their own modules).
 * - Deleting a template that member modules use **archives** it: it leaves the list (and so every
 *   picker) but stays readable by id; modules keep their own copy of the definition either way. An
 *   unused template is removed. The answer says which (`archived`). An archived template cannot be
 *   started (404) but can still be edited by an Admin (it changes no started module); deleting it
 *   again answers the same `archived: true`.
 * - Starting a module copies the template's definition into it: template edits never change it.
 * - Member modules are started, read, filled and completed by Admin (any member), Coordinator and
 *   Volunteer (their assigned members) and a Patient (only themselves). Approve: Admin, or a
 *   Coordinator assigned to the member. Delete: Admin, or a Coordinator assigned to the member
 *   (Volunteer, Patient: 403).
 * - The server computes `completeness`; `completed` (Mark Complete) and `approved` lock the answers: a
 *   later save, complete or restore gets 409. A second approve changes nothing and answers the module
 *   as it is (200; the spec's button "does nothing if already approved").
 * - Approval does not require Mark Complete (the spec does not tie them); it locks the answers too.
 * - Every save keeps the answers it replaced (when they differ), so `restore` brings back the previous
 *   saved state; restoring twice swaps back. `canRestore` says whether there is one.
 * - Lists are not paged: at most `limit` (default 500, newest first).
 * - `responseJSON` is answered as an object; bodies may send the object or the spec's JSON string.
 */
export const moduleRoutes = {
  /**
   * Module templates, newest first, without definitions; archived ones are left out; a Patient gets the
   * public ones only. `{ surveyList }`
   */
  surveysList: defineRoute({
    name: 'surveysList',
    method: 'GET',
    path: '/api/surveys',
    auth: 'user',
    errors: moduleErrors,
    response: moduleTemplateListResponseSchema,
  }),
  /** One template with its definition (archived ones too). `{ survey }` */
  surveysGet: defineRoute({
    name: 'surveysGet',
    method: 'GET',
    path: '/api/surveys/{id}',
    auth: 'user',
    errors: moduleErrors,
    params: idParamsSchema,
    response: moduleTemplateResponseSchema,
  }),
  /** Creates a template (Admin). 400: empty name, a definition survey-core cannot load or over 300 KB. */
  surveysCreate: defineRoute({
    name: 'surveysCreate',
    method: 'POST',
    path: '/api/surveys',
    auth: 'user',
    invalidates: ['moduleTemplates', 'seriesTemplates'],
    errors: [...moduleErrors, 'INVALID_SURVEY_JSON'],
    status: 201,
    body: moduleTemplateCreateBodySchema,
    response: moduleTemplateResponseSchema,
  }),
  /** Edits a template (Admin); versioned: a stale `version` gets 409. */
  surveysUpdate: defineRoute({
    name: 'surveysUpdate',
    method: 'PATCH',
    path: '/api/surveys/{id}',
    auth: 'user',
    invalidates: ['moduleTemplates', 'seriesTemplates'],
    errors: [...moduleErrors, 'INVALID_SURVEY_JSON'],
    params: idParamsSchema,
    body: moduleTemplatePatchBodySchema,
    response: moduleTemplateResponseSchema,
  }),
  /** Deletes a template (Admin), or archives it when member modules use it (`archived: true`). */
  surveysDelete: defineRoute({
    name: 'surveysDelete',
    method: 'DELETE',
    path: '/api/surveys/{id}',
    auth: 'user',
    invalidates: ['moduleTemplates', 'seriesTemplates'],
    errors: moduleErrors,
    params: idParamsSchema,
    response: moduleTemplateDeleteResponseSchema,
  }),
  /**
   * The member modules the caller may read, newest first (Admin all; Coordinator and Volunteer their
   * assigned members'; Patient their own), at most `limit`. `patientId` narrows to one member (404
   * outside the caller's scope), `memberCollection` to one series instance. `{ memberSurveyList }`
   */
  memberSurveysList: defineRoute({
    name: 'memberSurveysList',
    method: 'GET',
    path: '/api/membersurveys',
    auth: 'user',
    errors: moduleErrors,
    query: memberModuleListQuerySchema,
    response: memberModuleListResponseSchema,
  }),
  /**
   * The caller's **own** modules (those where the caller is the member, newest first): a member's home
   * and the client booklets list. Staff normally have none. `{ count, memberSurveys }`
   */
  memberSurveysMine: defineRoute({
    name: 'memberSurveysMine',
    method: 'GET',
    path: '/api/membersurveys/user/surveys',
    auth: 'user',
    errors: moduleErrors,
    response: memberModuleUserResponseSchema,
  }),
  /** One member module with its definition and answers (404 outside the caller's scope). `{ memberSurvey }` */
  memberSurveysGet: defineRoute({
    name: 'memberSurveysGet',
    method: 'GET',
    path: '/api/membersurveys/{id}',
    auth: 'user',
    errors: moduleErrors,
    params: idParamsSchema,
    response: memberModuleResponseSchema,
  }),
  /**
   * Starts a module for a member from a template (201 with the whole module, `memberSurvey._id` its id).
   * 400 'Please select a patient.' / 'Please select a booklet.' when either is missing; 404 when the
   * member is outside the caller's scope, or the template does not exist, is archived, or (for a
   * Patient) is not public.
   */
  memberSurveysCreate: defineRoute({
    name: 'memberSurveysCreate',
    method: 'POST',
    path: '/api/membersurveys',
    auth: 'user',
    invalidates: moduleWriteEffects,
    errors: moduleErrors,
    status: 201,
    body: memberModuleCreateBodySchema,
    response: memberModuleResponseSchema,
  }),
  /**
   * Save answers, Mark Complete, Approve or Restore (`action`, see memberModulePatchBodySchema). 400
   * names the question whose answer does not fit it; 409 on a stale version or a locked module, and
   * on an approval of a module not marked complete (`MODULE_INCOMPLETE`).
   */
  memberSurveysUpdate: defineRoute({
    name: 'memberSurveysUpdate',
    method: 'PATCH',
    path: '/api/membersurveys/{id}',
    auth: 'user',
    invalidates: moduleWriteEffects,
    errors: [
      ...moduleErrors,
      'CONFLICT',
      'INCOMPLETE',
      'INVALID_ANSWER',
      'MODULE_INCOMPLETE',
      'NO_PREVIOUS_STATE',
    ],
    params: idParamsSchema,
    body: memberModulePatchBodySchema,
    response: memberModuleResponseSchema,
  }),
  /** Deletes a member module (Admin, or a Coordinator assigned to the member). */
  memberSurveysDelete: defineRoute({
    name: 'memberSurveysDelete',
    method: 'DELETE',
    path: '/api/membersurveys/{id}',
    auth: 'user',
    invalidates: moduleWriteEffects,
    errors: [...moduleErrors, 'CONFLICT'],
    params: idParamsSchema,
    response: moduleTemplateDeleteResponseSchema.pick({ _id: true }),
  }),
};
