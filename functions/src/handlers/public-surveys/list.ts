import { contract } from '@circles/shared/api/contract';
import { listLeads } from '../../domain/public-surveys';
import { httpHandler } from '../../http/handler';
import { publicSurveyDeps } from './deps';

export const handler = httpHandler(contract.publicSurveysList, ({ actor, query }) =>
  listLeads(publicSurveyDeps, actor, query.limit, query.cursor),
);
