import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { listOwnModules } from '../../domain/member-modules';
import { httpHandler } from '../../http/handler';
import { modulesDeps } from './deps';

export const handler = httpHandler(moduleRoutes.memberSurveysMine, ({ actor }) =>
  listOwnModules(modulesDeps, actor),
);
