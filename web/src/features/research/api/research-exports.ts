import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ResearchExport,
  ResearchExportDownload,
  ResearchExportStartBody,
} from '@circles/shared/schemas/research';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** Query keys of the research exports: every research query starts with `researchKeys.all`. */
export const researchKeys = {
  all: queryRoots.research,
  exports: () => [...researchKeys.all, 'exports'] as const,
  series: () => [...researchKeys.all, 'series'] as const,
};

/** While an export waits or runs, the list is read again this often to show its progress. */
export const RESEARCH_POLL_MS = 2000;

const inProgress = (list: readonly ResearchExport[] | undefined) =>
  (list ?? []).some((e) => e.status === 'queued' || e.status === 'running');

/** The caller's research exports, newest first (`GET /api/research/exports`); polled while one runs. */
export function researchExportsQueryOptions() {
  return queryOptions({
    queryKey: researchKeys.exports(),
    queryFn: ({ signal }) => apiCall('researchExportsList', { signal }),
    select: (data) => data.exports,
    refetchInterval: (query) => (inProgress(query.state.data?.exports) ? RESEARCH_POLL_MS : false),
  });
}

export function useResearchExports() {
  return useQuery(researchExportsQueryOptions());
}

/** The series to choose from (`GET /api/research/series`). */
export function useResearchSeries() {
  return useQuery({
    queryKey: researchKeys.series(),
    queryFn: ({ signal }) => apiCall('researchSeries', { signal }),
    select: (data) => data.series,
  });
}

/** Starts an export; the list is read again (the route's declared effects) so it shows with its progress. */
export function useStartResearchExport() {
  return useApiMutation('researchExportStart', (body: ResearchExportStartBody) =>
    apiCall('researchExportStart', { body }),
  );
}

/** A 5-minute link to a finished export's ZIP: fetched when asked, never cached. */
export function useResearchExportDownload() {
  return useMutation<ResearchExportDownload, unknown, string>({
    mutationFn: (exportId) => apiCall('researchExportDownload', { params: { exportId } }),
  });
}
