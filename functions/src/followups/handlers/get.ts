import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsReadDeps } from '../deps';
import { readFollowup } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsGet, ({ actor, params }) =>
  readFollowup(followupsReadDeps, actor, params.id),
);
