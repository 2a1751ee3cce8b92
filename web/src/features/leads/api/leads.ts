import type { PublicSurveyLead, PublicSurveyListResponse } from '@circles/shared/schemas/public-survey';
import { apiCall } from '../../../lib/api-client';

/** Leads per page of the inbox. */
export const LEADS_PAGE_SIZE = 20;

/** One page of screener submissions, newest first (`cursor` from the previous page). */
export function fetchLeads(cursor?: string, signal?: AbortSignal): Promise<PublicSurveyListResponse> {
  return apiCall('publicSurveysList', {
    query: { limit: LEADS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/** Marks one submission contacted; `version` is the one shown (a stale one answers 409). */
export function markContacted(lead: PublicSurveyLead): Promise<PublicSurveyLead> {
  return apiCall('publicSurveysMarkContacted', {
    params: { id: lead.id },
    body: { contacted: true, version: lead.version },
  });
}
