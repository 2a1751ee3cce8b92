import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsReadDeps } from '../../followups/deps';
import { listMemberFollowups } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsOfMember, ({ actor, params, query }) =>
  listMemberFollowups(followupsReadDeps, actor, params.id, query.state),
);
