import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsReadDeps } from '../deps';
import { listMyFollowups } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsMine, ({ actor, query }) =>
  listMyFollowups(followupsReadDeps, actor, query.state),
);
