import { listScope } from '@circles/shared/access/list-scope';
import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import type { FollowupFigures, FollowupMonthFigures } from '@circles/shared/schemas/followup';
import { AppError } from '../platform/errors';
import { medianDays } from './counters';

/** What the figures read: the counters of one scope (./repository.ts `readFollowupCounters`). */
export interface FiguresDeps {
  counters(
    facilityId: string | undefined,
    months: readonly string[],
  ): Promise<{ totals: Record<string, unknown>; months: Record<string, Record<string, unknown>> }>;
  now: () => Date;
}

const count = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : null);

function monthFigures(month: string, c: Record<string, unknown>): FollowupMonthFigures {
  const opened = count(c.opened);
  const resolved = count(c.resolved);
  return {
    month,
    opened,
    resolved,
    resolvedWithinDueShare: share(count(c.resolvedOnTime), resolved),
    couldNotReachShare: share(count(c.couldNotReach), opened),
    medianDaysToFirstContact: medianDays(c),
  };
}

/** `yyyy-mm` of `now`'s UTC month and of the month before it. */
export function thisAndLastMonth(now: Date): [string, string] {
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return [now.toISOString().slice(0, 7), last.toISOString().slice(0, 7)];
}

/**
 * GET /api/followups/facility/figures (issue 24 §4): open, overdue, this month beside last month, read
 * from the counters (no scan). Admins: the programme, or one facility; Coordinators: their own facility
 * (another one answers 404); Volunteers and members 403. Counts only: no member data, so no audit event.
 */
export async function followupFigures(
  deps: FiguresDeps,
  actor: Actor,
  facilityId: string | undefined,
): Promise<FollowupFigures> {
  // The dashboard counts' rule (ACCESS.md 'admin dashboard counts'): Admins any scope, Coordinators theirs.
  if (!can(actor, 'adminDashboard.read')) throw new AppError('FORBIDDEN', 'Forbidden.');
  if (!can(actor, 'adminDashboard.read', { facilityId })) throw new AppError('NOT_FOUND', 'Not found.');
  const scope =
    listScope(actor, 'adminDashboard.read') === 'facility' ? (actor.facilityId ?? 'NONE') : facilityId;
  const [thisMonth, lastMonth] = thisAndLastMonth(deps.now());
  const counters = await deps.counters(scope, [thisMonth, lastMonth]);
  return {
    facilityId: scope ?? null,
    open: count(counters.totals.open),
    overdue: count(counters.totals.escalatedOpen),
    thisMonth: monthFigures(thisMonth, counters.months[thisMonth] ?? {}),
    lastMonth: monthFigures(lastMonth, counters.months[lastMonth] ?? {}),
  };
}
