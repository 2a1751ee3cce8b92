import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsDeps } from '../deps';
import { readFollowup } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsGet, ({ actor, params }) =>
  readFollowup(followupsDeps, actor, params.id),
);
