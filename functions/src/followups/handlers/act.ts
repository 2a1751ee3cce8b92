import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsDeps } from '../deps';
import { actOnFollowup } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsAct, ({ actor, actorRecord, params, body }) =>
  actOnFollowup(followupsDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
