import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { researchKeys } from './research-exports';

const staffKey = () => [...researchKeys.all, 'staff'] as const;

/** The Coordinators and Volunteers an Admin may grant the Researcher permission (first 100 of each). */
export function useStaffForResearch() {
  return useQuery({
    queryKey: staffKey(),
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        (['Coordinator', 'Volunteer'] as const).map((role) =>
          apiCall('usersList', { query: { role, limit: 100 }, signal }),
        ),
      );
      return lists.flatMap((l) => l.users);
    },
  });
}

/** Grants or withdraws the permission; the staff list is read again (versions move: the route's declared effects). */
export function useSetResearcher() {
  return useApiMutation('usersSetResearcher', (v: { id: string; version: number; researcher: boolean }) =>
    apiCall('usersSetResearcher', {
      params: { id: v.id },
      body: { version: v.version, researcher: v.researcher },
    }),
  );
}
