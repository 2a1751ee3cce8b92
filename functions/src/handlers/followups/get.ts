import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsReadDeps } from '../../followups/deps';
import { readFollowup } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsGet, ({ actor, params }) =>
  readFollowup(followupsReadDeps, actor, params.id),
);
