import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { updateMemberModule } from '../../domain/member-module-writes';
import { httpHandler } from '../../http/handler';
import { modulesDeps } from './deps';

export const handler = httpHandler(moduleRoutes.memberSurveysUpdate, ({ actor, actorRecord, params, body }) =>
  updateMemberModule(modulesDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
