import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { followupFigures } from '../figures';
import { readFollowupCounters } from '../data/repository';

export const handler = httpHandler(followupRoutes.followupsFigures, ({ actor, query }) =>
  followupFigures({ counters: readFollowupCounters, now: () => new Date() }, actor, query.facilityId),
);
