import type { AreaRoutes } from '../areas';
import { handler as observations } from './handlers/observations';
import { handler as questionnaire } from './handlers/questionnaire';
import { handler as questionnaireResponses } from './handlers/questionnaire-responses';

/**
 * The fhir area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  fhirQuestionnaire: questionnaire,
  fhirQuestionnaireResponses: questionnaireResponses,
  fhirObservations: observations,
} satisfies AreaRoutes<'fhir'>;
