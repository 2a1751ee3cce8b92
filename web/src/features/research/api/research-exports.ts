import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ResearchExport,
  ResearchExportDownload,
  ResearchExportStartBody,
} from '@circles/shared/schemas/research';
import { apiCall } from '../../../lib/api-client';

/** Query keys of the research exports: every research query starts with `researchKeys.all`. */
export const researchKeys = {
  all: ['research'] as const,
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

/** Starts an export; the list is read again so it shows with its progress. */
export function useStartResearchExport() {
  const client = useQueryClient();
  return useMutation<{ export: ResearchExport }, unknown, ResearchExportStartBody>({
    mutationFn: (body) => apiCall('researchExportStart', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: researchKeys.exports() }),
  });
}

/** A 5-minute link to a finished export's ZIP: fetched when asked, never cached. */
export function useResearchExportDownload() {
  return useMutation<ResearchExportDownload, unknown, string>({
    mutationFn: (exportId) => apiCall('researchExportDownload', { params: { exportId } }),
  });
}
