import { leadRoutes } from '@circles/shared/api/routes/leads';
import { listLeads } from '../../public/leads';
import { httpHandler } from '../../platform/http/handler';
import { leadDeps } from '../../public/deps';

export const handler = httpHandler(leadRoutes.publicSurveysList, ({ actor, query }) =>
  listLeads(leadDeps, actor, query.limit, query.cursor),
);
