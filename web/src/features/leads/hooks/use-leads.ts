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
  next: () => void;
  previous: () => void;
  mark: (lead: PublicSurveyLead) => void;
}

interface Loaded {
  /** Which request this answers (cursor and reload count), so a stale answer never shows as current. */
  key: string;
  items: PublicSurveyLead[];
  next?: string;
  failed: boolean;
}

/** Loads the leads page by page (cursor paging: a stack of the cursors that opened each page). */
export function useLeads(): LeadsState {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [loaded, setLoaded] = useState<Loaded>();
  const [notice, setNotice] = useState<LeadsNotice>();
  const [busyId, setBusyId] = useState<string>();
  const [reload, setReload] = useState(0);
  const cursor = cursors[cursors.length - 1];
  const key = `${cursor ?? ''}|${reload}`;

  useEffect(() => {
    const controller = new AbortController();
    fetchLeads(cursor, controller.signal)
      .then((page) => setLoaded({ key, items: page.items, next: page.cursor, failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, items: [], failed: true });
      });
    return () => controller.abort();
  }, [cursor, key]);

  const next = useCallback(() => {
    const nextCursor = loaded?.next;
    if (nextCursor) setCursors((c) => [...c, nextCursor]);
  }, [loaded]);

  const previous = useCallback(() => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)), []);

  const mark = useCallback((lead: PublicSurveyLead) => {
    setBusyId(lead.id);
    setNotice(undefined);
    markContacted(lead)
      .then((updated) =>
        setLoaded((l) => l && { ...l, items: l.items.map((x) => (x.id === updated.id ? updated : x)) }),
      )
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

  const current = loaded?.key === key ? loaded : undefined;
  return {
    items: current?.items ?? [],
    page: cursors.length,
    hasNext: current?.next !== undefined,
    loading: current === undefined,
    failed: current?.failed ?? false,
    notice,
    busyId,
    next,
    previous,
    mark,
  };
}
