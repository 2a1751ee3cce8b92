import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { resourcesReadDeps } from '../../followups/deps';
import { readServiceList } from '../../followups/resources';

export const handler = httpHandler(followupRoutes.followupsResourcesGet, ({ actor, params }) =>
  readServiceList(resourcesReadDeps, actor, params.facilityId),
);
