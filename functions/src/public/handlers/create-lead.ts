import { publicSurveyRoutes } from '@circles/shared/api/routes/public-surveys';
import { createPublicSurvey } from '../public-surveys';
import { httpHandler } from '../../platform/http/handler';
import { publicSurveyDeps } from '../deps';

export const handler = httpHandler(publicSurveyRoutes.publicSurveysCreate, ({ body, headers }) =>
  createPublicSurvey(publicSurveyDeps, body, headers['idempotency-key'] ?? headers['Idempotency-Key']),
);
