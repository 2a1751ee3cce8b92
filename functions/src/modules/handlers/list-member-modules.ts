import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { listMemberModules } from '../member-modules';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysList, ({ actor, query }) =>
  listMemberModules(modulesDeps, actor, query),
);
