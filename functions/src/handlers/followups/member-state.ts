import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupsReadDeps } from '../../followups/deps';
import { memberFollowupState } from '../../followups/use-cases';

export const handler = httpHandler(followupRoutes.followupsMemberState, ({ actor }) =>
  memberFollowupState(followupsReadDeps, actor),
);
