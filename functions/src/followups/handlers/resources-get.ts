import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { resourcesReadDeps } from '../deps';
import { readServiceList } from '../resources';

export const handler = httpHandler(followupRoutes.followupsResourcesGet, ({ actor, params }) =>
  readServiceList(resourcesReadDeps, actor, params.facilityId),
);
