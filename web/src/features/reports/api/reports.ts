import { useQuery } from '@tanstack/react-query';
import type { ReportPayload } from '@circles/shared/reports/report';
import { apiCall } from '../../../lib/api-client';
import type { SourcedPayload } from '../utils/sources';
import { queryRoots } from '../../../lib/query-keys';

/**
 * The report screens' kinds: the four reports of a member (spec 000 §2) and the historic versions of
 * one series instance (/history/…/{id}).
 */
export type ReportScreenKind =
  'cc' | 'ccHistoric' | 'screener' | 'screenerHistoric' | 'qoflShort' | 'qofl' | 'qoflHistoric';

/** Query keys of the reports: every report query starts with `reportKeys.all`. */
export const reportKeys = {
  all: queryRoots.reports,
  one: (kind: ReportScreenKind, id: string) => [...reportKeys.all, kind, id] as const,
  dashboard: (userId: string) => [...reportKeys.all, 'dashboard', userId] as const,
  completedOfMember: (userId: string) => [...reportKeys.all, 'completed', 'member', userId] as const,
  completedGroup: () => [...reportKeys.all, 'completed', 'group'] as const,
  completedAll: () => [...reportKeys.all, 'completed', 'all'] as const,
};

/** A report answer: the payload, or `{}` when there is none (the screens tell them apart by rounds). */
export type ReportAnswer = ReportPayload | Record<string, never>;

function fetchReport(kind: ReportScreenKind, id: string, signal: AbortSignal): Promise<unknown> {
  switch (kind) {
    case 'cc':
      return apiCall('reportsNeighbours', { params: { userId: id }, signal });
    case 'screener':
      return apiCall('reportsScreen', { params: { userId: id }, signal });
    case 'qoflShort':
      return apiCall('reportsQoflShort', { params: { userId: id }, signal });
    case 'qofl':
      return apiCall('reportsQofl', { params: { userID: id }, signal });
    case 'ccHistoric':
      return apiCall('reportsHistoricCc', { params: { collectionId: id }, signal });
    case 'screenerHistoric':
      return apiCall('reportsHistoricScreener', { params: { collectionId: id }, signal });
    case 'qoflHistoric':
      return apiCall('reportsHistoricQofl', { params: { collectionId: id }, signal });
  }
}

/**
 * One report of a member (or of one series instance for the historic kinds). The server's payload
 * follows shared/src/reports' `ReportPayload` (its schema types the fields the screens read and passes
 * the rest through), so it is handed to the report components as that type.
 */
export function useReport(kind: ReportScreenKind, id: string) {
  return useQuery({
    queryKey: reportKeys.one(kind, id),
    queryFn: ({ signal }) => fetchReport(kind, id, signal) as Promise<ReportAnswer>,
    enabled: id !== '',
    retry: false,
  });
}

/**
 * A member dashboard's report area (issue 20): the member's latest known figures of every report
 * series, with their sources (`SourcedPayload`), or `{}` when the member has no finished round.
 */
export function useDashboardFigures(userId: string) {
  return useQuery({
    queryKey: reportKeys.dashboard(userId),
    queryFn: ({ signal }) =>
      apiCall('reportsDashboard', { params: { userId }, signal }) as Promise<
        SourcedPayload | Record<string, never>
      >,
    enabled: userId !== '',
    retry: false,
  });
}

/** The Completed Reports of one member (/MainReports/:userID). */
export function useCompletedReportsOfMember(userId: string) {
  return useQuery({
    queryKey: reportKeys.completedOfMember(userId),
    queryFn: ({ signal }) =>
      apiCall('reportsCompletedOfMember', { params: { userId }, signal }).then((r) => r.reports),
    enabled: userId !== '',
    retry: false,
  });
}

/** The completed reports of the members in the caller's scope (/GroupReports). */
export function useCompletedReportsOfGroup() {
  return useQuery({
    queryKey: reportKeys.completedGroup(),
    queryFn: ({ signal }) => apiCall('reportsCompletedGroup', { signal }).then((r) => r.reports),
    retry: false,
  });
}

/** The completed reports across the programme (/administration/reports/management, Admin). */
export function useCompletedReportsAll() {
  return useQuery({
    queryKey: reportKeys.completedAll(),
    queryFn: ({ signal }) => apiCall('reportsCompletedAll', { signal }).then((r) => r.reports),
    retry: false,
  });
}
