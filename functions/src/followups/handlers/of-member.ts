import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsReadDeps } from '../deps';
import { listMemberFollowups } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsOfMember, ({ actor, params, query }) =>
  listMemberFollowups(followupsReadDeps, actor, params.id, query.state),
);
