import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { listOwnModules } from '../member-modules';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysMine, ({ actor }) =>
  listOwnModules(modulesDeps, actor),
);
