import { leadRoutes } from '@circles/shared/api/routes/leads';
import { createLead } from '../leads';
import { httpHandler } from '../../platform/http/handler';
import { leadDeps } from '../deps';

export const handler = httpHandler(leadRoutes.publicSurveysCreate, ({ body, headers }) =>
  createLead(leadDeps, body, headers['idempotency-key'] ?? headers['Idempotency-Key']),
);
