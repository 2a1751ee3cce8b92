import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkbookCreateBody } from '@circles/shared/schemas/series';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of workbooks (shared with the users feature's Assign Workbook list: `['workbooks', 'list']`). */
export const workbookKeys = {
  all: queryRoots.workbooks,
  list: () => [...workbookKeys.all, 'list'] as const,
};

/** Every workbook the caller may read (`GET /api/workbooks`). */
export function useWorkbooks() {
  return useQuery({
    queryKey: workbookKeys.list(),
    queryFn: ({ signal }) => apiCall('workbooksList', { signal }).then((r) => r.workbookList),
  });
}

/** Creates a workbook (`POST /api/workbooks/create`); the list reloads after. */
export function useCreateWorkbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkbookCreateBody) => apiCall('workbooksCreate', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: workbookKeys.all }),
  });
}
