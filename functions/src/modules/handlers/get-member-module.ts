import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { getMemberModule } from '../member-modules';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysGet, ({ actor, params }) =>
  getMemberModule(modulesDeps, actor, params.id),
);
