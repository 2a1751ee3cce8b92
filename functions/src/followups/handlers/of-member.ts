import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsDeps } from '../deps';
import { listMemberFollowups } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsOfMember, ({ actor, params, query }) =>
  listMemberFollowups(followupsDeps, actor, params.id, query.state),
);
