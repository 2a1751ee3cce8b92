import { publicSurveyRoutes } from '@circles/shared/api/routes/public-surveys';
import { listLeads } from '../../public/public-surveys';
import { httpHandler } from '../../platform/http/handler';
import { publicSurveyDeps } from '../../public/deps';

export const handler = httpHandler(publicSurveyRoutes.publicSurveysList, ({ actor, query }) =>
  listLeads(publicSurveyDeps, actor, query.limit, query.cursor),
);
