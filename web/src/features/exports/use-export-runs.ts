import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ExportRunDownload } from '@circles/shared/schemas/exports';
import { apiCall } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

/** Query keys of the scheduled exports: every exports query starts with `exportsKeys.all`. */
export const exportsKeys = {
  all: queryRoots.exports,
  runs: () => [...exportsKeys.all, 'runs'] as const,
};

/** The newest export runs with their counts (`GET /api/exports/runs`, Admin). */
export function exportRunsQueryOptions() {
  return queryOptions({
    queryKey: exportsKeys.runs(),
    queryFn: ({ signal }) => apiCall('exportRunsList', { query: { limit: 50 }, signal }),
    select: (data) => data.runs,
  });
}

export function useExportRuns() {
  return useQuery(exportRunsQueryOptions());
}

/** Presigned links of one run's files (valid 5 minutes): fetched when asked, never cached. */
export function useExportRunDownload() {
  return useMutation<ExportRunDownload, unknown, string>({
    mutationFn: (runId) => apiCall('exportRunDownload', { params: { runId } }),
  });
}
