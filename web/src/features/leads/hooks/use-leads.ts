import { useCallback, useEffect, useState } from 'react';
import type { PublicSurveyLead } from '@circles/shared/schemas/public-survey';
import { ApiError } from '../../../lib/api-client';
import { fetchLeads, markContacted } from '../api/leads';

export type LeadsNotice = 'stale' | 'markError' | undefined;

/** State of the inbox: the current page, cursors of the pages before it, loading and errors. */
export interface LeadsState {
  items: PublicSurveyLead[];
  page: number;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  notice: LeadsNotice;
  busyId: string | undefined;
  next(): void;
  previous(): void;
  mark(lead: PublicSurveyLead): void;
}

/** Loads the leads page by page (cursor paging: a stack of the cursors that opened each page). */
export function useLeads(): LeadsState {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [items, setItems] = useState<PublicSurveyLead[]>([]);
  const [nextCursor, setNextCursor] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<LeadsNotice>();
  const [busyId, setBusyId] = useState<string>();
  const [reload, setReload] = useState(0);
  const cursor = cursors[cursors.length - 1];

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    fetchLeads(cursor, controller.signal)
      .then((page) => {
        setItems(page.items);
        setNextCursor(page.cursor);
        setLoading(false);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setLoading(false);
      });
    return () => controller.abort();
  }, [cursor, reload]);

  const next = useCallback(() => {
    if (nextCursor) setCursors((c) => [...c, nextCursor]);
  }, [nextCursor]);

  const previous = useCallback(() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)), []);

  const mark = useCallback((lead: PublicSurveyLead) => {
    setBusyId(lead.id);
    setNotice(undefined);
    markContacted(lead)
      .then((updated) => setItems((list) => list.map((l) => (l.id === updated.id ? updated : l))))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 409) {
          setNotice('stale');
          setReload((n) => n + 1);
        } else {
          setNotice('markError');
        }
      })
      .finally(() => setBusyId(undefined));
  }, []);

  return { items, page: cursors.length, hasNext: nextCursor !== undefined, loading, failed, notice, busyId, next, previous, mark };
}
