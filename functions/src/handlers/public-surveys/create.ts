import { contract } from '@circles/shared/api/contract';
import { createPublicSurvey } from '../../domain/public-surveys';
import { httpHandler } from '../../http/handler';
import { publicSurveyDeps } from './deps';

export const handler = httpHandler(contract.publicSurveysCreate, ({ body, headers }) =>
  createPublicSurvey(publicSurveyDeps, body, headers['idempotency-key'] ?? headers['Idempotency-Key']),
);
