import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { AuditCsvResponse, AuditEventView } from '@circles/shared/schemas/audit';
import { apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Events fetched per request; the table pages these on screen (5–25 a page) and asks for more. */
export const AUDIT_BATCH_SIZE = 100;

/** Empty pages with a cursor followed in one fetch (each covers up to 13 months of a sparse range). */
const MAX_EMPTY_PAGES = 10;

/** The filters of the audit log as the API takes them (ISO instants for the range). */
export interface AuditFilters {
  memberId?: string;
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Query keys of the audit log: every audit query starts with `auditKeys.all`. */
export const auditKeys = {
  all: queryRoots.audit,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
};

/** The filters without empty values (the API refuses an empty id or action). */
function given(filters: AuditFilters): AuditFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
}

/** The audit log (`GET /api/audit`, Admin), newest first, as an infinite query over its cursor. */
export function auditEventsQueryOptions(filters: AuditFilters) {
  const query = given(filters);
  return infiniteQueryOptions({
    queryKey: auditKeys.list(query),
    queryFn: async ({ pageParam, signal }) => {
      // The server ends a page early on a long sparse range (an empty page with a cursor); the table only
      // asks for more when rows arrive, so empty pages are followed here, a few at a time.
      let cursor = pageParam;
      for (let empty = 0; ; empty += 1) {
        const page = await apiCall('auditList', {
          query: { ...query, limit: AUDIT_BATCH_SIZE, ...(cursor ? { cursor } : {}) },
          signal,
        });
        if (page.events.length > 0 || !page.cursor || empty === MAX_EMPTY_PAGES) return page;
        cursor = page.cursor;
      }
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
    // A 403 or 400 is an answer, not a hiccup to retry.
    retry: false,
  });
}

/** The events loaded so far (flattened), whether more may follow (`hasNextPage`) and `fetchNextPage`. */
export function useAuditEvents(filters: AuditFilters) {
  return useInfiniteQuery({
    ...auditEventsQueryOptions(filters),
    select: (data): AuditEventView[] => data.pages.flatMap((page) => page.events),
  });
}

/** Saves text as a file through a temporary link (the API's CSV comes inside JSON). */
function saveFile(fileName: string, text: string, type: string): void {
  // A byte order mark, so spreadsheet programs read the names' accents as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A member's audit trail as CSV (`GET /api/audit/member/{memberId}/csv`), saved as a file when it arrives. */
export function useMemberAuditCsv() {
  return useMutation<AuditCsvResponse, unknown, string>({
    mutationFn: (memberId) => apiCall('auditMemberCsv', { params: { memberId }, timeoutMs: 30_000 }),
    onSuccess: (answer) => saveFile(answer.fileName, answer.csv, 'text/csv;charset=utf-8'),
  });
}
