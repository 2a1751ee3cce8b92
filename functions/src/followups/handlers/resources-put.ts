import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../platform/http/handler';
import { resourcesDeps } from '../deps';
import { writeServiceList } from '../resources-write';

export const handler = httpHandler(
  followupRoutes.followupsResourcesPut,
  ({ actor, actorRecord, params, body }) =>
    writeServiceList(resourcesDeps, { actor, name: actorRecord.info.name }, params.facilityId, body),
);
