import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsDeps } from '../deps';
import { reassignFollowup } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsReassign, ({ actor, actorRecord, params, body }) =>
  reassignFollowup(followupsDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
