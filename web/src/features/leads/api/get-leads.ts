import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Lead, LeadListResponse } from '@circles/shared/schemas/lead';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * Leads fetched per request. The table pages these on screen (5–25 a page) and asks for the next
 * batch when a page goes past what is loaded, so the list can grow past one answer.
 */
export const LEADS_BATCH_SIZE = 100;

/** Query keys of the leads entity: every leads query starts with `leadsKeys.all`. */
export const leadsKeys = {
  all: queryRoots.leads,
  list: () => [...leadsKeys.all, 'list'] as const,
};

/** One batch of screener submissions, newest first (`cursor` from the previous batch). */
export function fetchLeads(cursor: string | undefined, signal?: AbortSignal): Promise<LeadListResponse> {
  return apiCall('publicSurveysList', {
    query: { limit: LEADS_BATCH_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/** The leads list as an infinite query over the API's cursor paging. */
export function leadsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: leadsKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchLeads(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}

/** The leads loaded so far (flattened), whether more exist (`hasNextPage`) and `fetchNextPage`. */
export function useLeads() {
  return useInfiniteQuery({
    ...leadsQueryOptions(),
    select: (data): Lead[] => data.pages.flatMap((page) => page.items),
  });
}
