import { defineRoute } from '../define';
import {
  fhirBundleSchema,
  fhirMemberParamsSchema,
  fhirQuestionnaireParamsSchema,
  fhirQuestionnaireSchema,
} from '../../schemas/fhir';

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
  }),
  fhirQuestionnaireResponses: defineRoute({
    name: 'fhirQuestionnaireResponses',
    method: 'GET',
    path: '/api/fhir/Patient/{userId}/QuestionnaireResponse',
    auth: 'user',
    params: fhirMemberParamsSchema,
    response: fhirBundleSchema,
  }),
  fhirObservations: defineRoute({
    name: 'fhirObservations',
    method: 'GET',
    path: '/api/fhir/Patient/{userId}/Observation',
    auth: 'user',
    params: fhirMemberParamsSchema,
    response: fhirBundleSchema,
  }),
};
