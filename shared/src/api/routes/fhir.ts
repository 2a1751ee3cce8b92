import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  fhirBundleSchema,
  fhirMemberParamsSchema,
  fhirQuestionnaireParamsSchema,
  fhirQuestionnaireSchema,
} from '../../schemas/fhir';

/**
 * The codes the FHIR reads can answer beyond the pipeline's own: the reports' (the static scan follows
 * the ports they share with the module and account writes into every implementation).
 */
const fhirErrors = [
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
 * FHIR R4 reads (issue 26), area `fhir`, with the access and audit of the reports:
 * - `GET /api/fhir/Questionnaire/{id}`: a module template as a Questionnaire (whoever reads templates:
 *   staff; members 403).
 * - `GET /api/fhir/Patient/{userId}/QuestionnaireResponse`: a searchset Bundle of the member's modules,
 *   each a QuestionnaireResponse (ACCESS.md 'read a member's modules': self, assigned, Admin; 404 else).
 * - `GET /api/fhir/Patient/{userId}/Observation`: a searchset Bundle of the report figures of the
 *   member's finished rounds (screener risk, wellness score, loneliness, flags) as Observations.
 */
export const fhirRoutes = {
  fhirQuestionnaire: defineRoute({
    name: 'fhirQuestionnaire',
    method: 'GET',
    path: '/api/fhir/Questionnaire/{id}',
    auth: 'user',
    params: fhirQuestionnaireParamsSchema,
    response: fhirQuestionnaireSchema,
    errors: fhirErrors,
  }),
  fhirQuestionnaireResponses: defineRoute({
    name: 'fhirQuestionnaireResponses',
    method: 'GET',
    path: '/api/fhir/Patient/{userId}/QuestionnaireResponse',
    auth: 'user',
    params: fhirMemberParamsSchema,
    response: fhirBundleSchema,
    errors: fhirErrors,
  }),
  fhirObservations: defineRoute({
    name: 'fhirObservations',
    method: 'GET',
    path: '/api/fhir/Patient/{userId}/Observation',
    auth: 'user',
    params: fhirMemberParamsSchema,
    response: fhirBundleSchema,
    errors: fhirErrors,
  }),
};
