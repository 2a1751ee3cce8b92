import { seriesRoutes } from '@circles/shared/api/routes/series';
import { keys, type TableKey } from '../../platform/data/keys';
import { listMemberSeriesTab } from '../series';
import { httpHandler } from '../../platform/http/handler';
import { knownMember } from '../../members/deps';
import { seriesDeps } from '../deps';

/**
 * `GET /api/collections/patient/{id}`: the member's user item is read in the same BatchGetItem as the
 * caller's stored user (the wrapper's prefetch), so an unknown or out-of-scope member costs no extra call.
 */
export const handler = httpHandler(
  seriesRoutes.collectionsOfPatient,
  ({ actor, params, prefetched }) =>
    listMemberSeriesTab(seriesDeps, actor, params.id, knownMember(prefetched)),
  { prefetch: (params: { id: string }): TableKey => keys.user(params.id) },
);
