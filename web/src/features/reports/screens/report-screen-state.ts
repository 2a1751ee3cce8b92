import { ApiError } from '../../../lib/api-client';
import type { ReportScreenState } from '../components/report-states';
import { isReportPayload } from '../components/report-states';
import type { ReportScreenKind } from '../api/reports';

/** What a report query gives the screen's state rule. */
export interface ReportQueryLike {
  isPending: boolean;
  error: unknown;
  data: unknown;
}

/** Whether an error is the server's refusal: 403, or 404 (a member outside the reader's scope). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404 || error.status === 401);
}

/**
 * The state of a report screen (spec 000 §2 'Report screen states'): a spinner while loading; 'Not
 * Authorized. Please refresh and try again.' when the server refused (401/403, or 404 outside scope);
 * 'failed' (the report's §8 'Unable to retrieve …' alert) when the call failed otherwise; for an empty payload 'No available reports.' on the historic screens (one collection
 * with no report) and 'No available data' on a member's report screens (the spec is silent on which
 * text goes where; this split is ours); 'ready' when there is a report to show.
 */
export function reportScreenState(
  kind: ReportScreenKind,
  query: ReportQueryLike,
): ReportScreenState | 'ready' | 'failed' {
  if (query.error) return isRefusal(query.error) ? 'notAuthorized' : 'failed';
  if (query.isPending) return 'loading';
  if (isReportPayload(query.data as never)) return 'ready';
  return kind.endsWith('Historic') ? 'noReports' : 'noData';
}
