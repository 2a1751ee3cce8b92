import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of series instances: every instance query starts with `seriesInstanceKeys.all`. */
export const seriesInstanceKeys = {
  all: queryRoots.seriesInstances,
  one: (id: string) => [...seriesInstanceKeys.all, 'one', id] as const,
};

/** One series instance with the viewer's data (patient, chapters, overall completeness). */
export function useSeriesInstance(id: string) {
  return useQuery({
    queryKey: seriesInstanceKeys.one(id),
    queryFn: ({ signal }) =>
      apiCall('memberCollectionsGet', { params: { id }, signal }).then((r) => r.memberCollection),
  });
}

/** One member's series instances, newest first (spec 002 §7 `GET collections/patient/{id}`). */
export function useMemberSeriesTab(memberId: string) {
  return useQuery({
    queryKey: [...seriesInstanceKeys.all, 'member', memberId],
    queryFn: ({ signal }) =>
      apiCall('collectionsOfPatient', { params: { id: memberId }, signal }).then((r) => r.collections),
  });
}
