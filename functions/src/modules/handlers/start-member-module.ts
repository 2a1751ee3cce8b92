import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { startMemberModule } from '../member-modules';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.memberSurveysCreate, ({ actor, actorRecord, body }) =>
  startMemberModule(modulesDeps, { actor, name: actorRecord.info.name }, body),
);
