import { publicSurveyRoutes } from '@circles/shared/api/routes/public-surveys';
import { listLeads } from '../../domain/public-surveys';
import { httpHandler } from '../../http/handler';
import { publicSurveyDeps } from './deps';

export const handler = httpHandler(publicSurveyRoutes.publicSurveysList, ({ actor, query }) =>
  listLeads(publicSurveyDeps, actor, query.limit, query.cursor),
);
