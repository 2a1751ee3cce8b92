import type { FollowupRecord } from './records';

/**
 * The programme's follow-up figures (issue 24 §4) are counters kept in the transactions that change
 * follow-ups, never scans. Per scope (the whole programme and the member's facility):
 * - the `TOTALS` item: `open` (not resolved) and `escalatedOpen` (open and moved on by the escalation
 *   job, i.e. found past due);
 * - one item per UTC month: `opened`, `resolved`, `resolvedOnTime` (resolved by its due date),
 *   `couldNotReach` (follow-ups whose first 'Could not reach' fell in the month), `firstContacts` and
 *   `fc<d>` (how many first contacts came `d` whole days after opening, 0–30; `fc31` for later), from
 *   which the median days to first contact is read.
 */
export interface CounterChange {
  facilityId: string | undefined;
  totals: Partial<Record<'open' | 'escalatedOpen', number>>;
  /** Month (`yyyy-mm`) → counter → delta. */
  months: Record<string, Record<string, number>>;
}

/** The largest day bucket of the days-to-first-contact counts (later ones count as 31). */
export const FIRST_CONTACT_DAYS_MAX = 31;

const monthOf = (iso: string) => iso.slice(0, 7);

function bump(months: CounterChange['months'], iso: string, name: string, by = 1) {
  const month = (months[monthOf(iso)] ??= {});
  month[name] = (month[name] ?? 0) + by;
}

/** The counter change of new follow-ups (one opening). */
export function openedCounters(followups: readonly FollowupRecord[]): CounterChange[] {
  const byFacility = new Map<string | undefined, FollowupRecord[]>();
  for (const f of followups) byFacility.set(f.facilityId, [...(byFacility.get(f.facilityId) ?? []), f]);
  return [...byFacility].map(([facilityId, list]) => {
    const months: CounterChange['months'] = {};
    for (const f of list) bump(months, f.createdAt, 'opened');
    return { facilityId, totals: { open: list.length }, months };
  });
}

/** The counter change of one follow-up going from `before` to `after` (an action or an escalation). */
export function changeCounters(before: FollowupRecord, after: FollowupRecord): CounterChange | undefined {
  const totals: CounterChange['totals'] = {};
  const months: CounterChange['months'] = {};
  if (!before.escalatedAt && after.escalatedAt && after.status !== 'resolved') totals.escalatedOpen = 1;
  if (before.status !== 'resolved' && after.status === 'resolved' && after.resolvedAt) {
    totals.open = -1;
    if (before.escalatedAt) totals.escalatedOpen = (totals.escalatedOpen ?? 0) - 1;
    bump(months, after.resolvedAt, 'resolved');
    if (after.resolvedAt <= after.dueAt) bump(months, after.resolvedAt, 'resolvedOnTime');
  }
  if (before.attempts === 0 && after.attempts > 0) bump(months, after.updatedAt, 'couldNotReach');
  if (!before.firstContactAt && after.firstContactAt) {
    const days = Math.floor((Date.parse(after.firstContactAt) - Date.parse(after.createdAt)) / 86_400_000);
    bump(months, after.firstContactAt, 'firstContacts');
    bump(months, after.firstContactAt, `fc${Math.min(Math.max(days, 0), FIRST_CONTACT_DAYS_MAX)}`);
  }
  if (Object.keys(totals).length === 0 && Object.keys(months).length === 0) return undefined;
  return { facilityId: after.facilityId, totals, months };
}

/** The median of the days-to-first-contact counts of one month (`fc0`…`fc31`); null without any. */
export function medianDays(month: Readonly<Record<string, unknown>>): number | null {
  const counts = Array.from({ length: FIRST_CONTACT_DAYS_MAX + 1 }, (_, d) => {
    const n = month[`fc${d}`];
    return typeof n === 'number' && n > 0 ? n : 0;
  });
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [d, n] of counts.entries()) {
    seen += n;
    if (seen * 2 >= total) return d;
  }
  return FIRST_CONTACT_DAYS_MAX;
}
