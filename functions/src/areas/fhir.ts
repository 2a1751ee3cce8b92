import { handler as observations } from '../handlers/fhir/observations';
import { handler as questionnaire } from '../handlers/fhir/questionnaire';
import { handler as questionnaireResponses } from '../handlers/fhir/questionnaire-responses';
import { areaHandler } from '../http/area';

/**
 * The FHIR area's function (issue 26): module templates as Questionnaires, a member's modules as
 * QuestionnaireResponses and her report figures as Observations, with the reports' access and audit.
 */
export const handler = areaHandler('fhir', [questionnaire, questionnaireResponses, observations]);
