import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of series instances: every instance query starts with `memberCollectionKeys.all`. */
export const memberCollectionKeys = {
  all: queryRoots.seriesInstances,
  one: (id: string) => [...memberCollectionKeys.all, 'one', id] as const,
};

/** One series instance with the viewer's data (patient, chapters, overall completeness). */
export function useMemberCollection(id: string) {
  return useQuery({
    queryKey: memberCollectionKeys.one(id),
    queryFn: ({ signal }) =>
      apiCall('memberCollectionsGet', { params: { id }, signal }).then((r) => r.memberCollection),
  });
}

/** One member's series instances, newest first (spec 002 §7 `GET collections/patient/{id}`). */
export function usePatientCollections(memberId: string) {
  return useQuery({
    queryKey: [...memberCollectionKeys.all, 'patient', memberId],
    queryFn: ({ signal }) =>
      apiCall('collectionsOfPatient', { params: { id: memberId }, signal }).then((r) => r.collections),
  });
}
