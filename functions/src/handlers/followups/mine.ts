import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsReadDeps } from '../../followups/deps';
import { listMyFollowups } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsMine, ({ actor, query }) =>
  listMyFollowups(followupsReadDeps, actor, query.state),
);
