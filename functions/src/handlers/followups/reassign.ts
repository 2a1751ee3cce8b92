import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsDeps } from '../../followups/deps';
import { reassignFollowup } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsReassign, ({ actor, actorRecord, params, body }) =>
  reassignFollowup(followupsDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
