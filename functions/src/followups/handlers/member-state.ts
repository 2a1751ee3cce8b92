import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupsReadDeps } from '../deps';
import { memberFollowupState } from '../use-cases';

export const handler = httpHandler(followupRoutes.followupsMemberState, ({ actor }) =>
  memberFollowupState(followupsReadDeps, actor),
);
