import { leadRoutes } from '@circles/shared/api/routes/leads';
import { markLeadContacted } from '../../public/leads';
import { httpHandler } from '../../platform/http/handler';
import { leadDeps } from '../../public/deps';

export const handler = httpHandler(leadRoutes.publicSurveysMarkContacted, ({ actor, params, body }) =>
  markLeadContacted(leadDeps, actor, params.id, body.version),
);
