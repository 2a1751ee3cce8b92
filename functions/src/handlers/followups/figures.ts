import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { followupFigures } from '../../followups/figures';
import { readFollowupCounters } from '../../followups/repository';

export const handler = httpHandler(followupRoutes.followupsFigures, ({ actor, query }) =>
  followupFigures({ counters: readFollowupCounters, now: () => new Date() }, actor, query.facilityId),
);
