import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { deleteMemberModule } from '../member-modules';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysDelete, ({ actor, actorRecord, params }) =>
  deleteMemberModule(modulesDeps, { actor, name: actorRecord.info.name }, params.id),
);
