import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { deleteMemberModule } from '../../domain/member-modules';
import { httpHandler } from '../../http/handler';
import { modulesDeps } from './deps';

export const handler = httpHandler(moduleRoutes.memberSurveysDelete, ({ actor, params }) =>
  deleteMemberModule(modulesDeps, actor, params.id),
);
