import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The FHIR area's function (issue 26): module templates as Questionnaires, a member's modules as
 * QuestionnaireResponses and her report figures as Observations, with the reports' access and audit.
 */
export const handler = areaHandler('fhir', Object.values(routes));
