import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoPublicSurveysRepository } from '../../data/public-surveys-repository';
import type { PublicSurveyDeps } from '../../domain/public-surveys';

/** The real repositories of the public survey routes. */
export const publicSurveyDeps: PublicSurveyDeps = {
  surveys: dynamoPublicSurveysRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
