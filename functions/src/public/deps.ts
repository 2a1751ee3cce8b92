import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoPublicSurveysRepository } from './data/public-surveys-repository';
import type { PublicSurveyDeps } from './public-surveys';

/** The real repositories of the public survey routes. */
export const publicSurveyDeps: PublicSurveyDeps = {
  surveys: dynamoPublicSurveysRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
