import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { updateMemberModule } from '../member-module-writes';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysUpdate, ({ actor, actorRecord, params, body }) =>
  updateMemberModule(modulesDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
