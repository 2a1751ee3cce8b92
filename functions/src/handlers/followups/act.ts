import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsDeps } from '../../followups/deps';
import { actOnFollowup } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsAct, ({ actor, actorRecord, params, body }) =>
  actOnFollowup(followupsDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
