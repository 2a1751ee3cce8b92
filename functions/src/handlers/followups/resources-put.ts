import { followupRoutes } from '@circles/shared/api/routes/followups';
import { httpHandler } from '../../http/handler';
import { resourcesDeps } from '../../followups/deps';
import { writeServiceList } from '../../followups/resources-write';

export const handler = httpHandler(
  followupRoutes.followupsResourcesPut,
  ({ actor, actorRecord, params, body }) =>
    writeServiceList(resourcesDeps, { actor, name: actorRecord.info.name }, params.facilityId, body),
);
