import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsDeps } from '../deps';
import { listMyFollowups } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsMine, ({ actor, query }) =>
  listMyFollowups(followupsDeps, actor, query.state),
);
