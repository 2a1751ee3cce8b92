import type { FollowupActionBody } from '@circles/shared/schemas/followup';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { actorOf, type UserRecord } from '../src/members/user-record';
import { followupsDeps } from '../src/followups/deps';
import { escalateOne } from '../src/followups/escalation';
import { escalationDeps } from '../src/followups/jobs/escalation-job';
import type { FollowupRecord } from '../src/followups/records';
import { actOnFollowup } from '../src/followups/use-cases';

/*
 * The helpers' work on a seeded follow-up, replayed through the same use cases as the API and the same
 * escalation step as the job, each at its moment on the demo's timeline: so the history, the audit trail
 * and the programme's counters (functions/src/followups/counters.ts) are what real work would leave.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a helper did with one follow-up (seed-followups.ts assigns one to each). */
export type Story =
  /** Reached a day after opening, resolved before the due date where there was time. */
  | 'resolved'
  /** Tried a day after opening ('Could not reach'); the job moved it on at its due date; still open. */
  | 'escalated'
  /** Tried a day after opening; not moved on yet (overdue: `npm start`'s job moves it). */
  | 'couldNotReach'
  /** Reached three days after opening; open until it is resolved. */
  | 'contacted'
  /** Resolved in the UTC month before the seed's (escalated first when that was after its due date). */
  | 'lastMonth'
  /** Resolved in the seed's UTC month (escalated first when that was after its due date). */
  | 'thisMonth'
  /** Nobody acted yet. */
  | 'untouched';

/** Outcomes a helper might record, in turn. */
const OUTCOMES = [
  'Talked it through by phone; she joined the Tuesday walking group.',
  'Booked a visit with the family doctor; he will call if it gets worse.',
  'Set up a weekly check-in call with a volunteer.',
  'Referred to the seniors’ day program; first visit attended.',
];
let outcomeTurn = 0;

/** The replay's clock and month bounds (UTC, as the figures count). */
export interface Timeline {
  now: number;
  thisMonth: number;
  lastMonth: number;
}

/** The seed's `now` and the starts of its UTC month and of the month before. */
export function timelineOf(now: Date): Timeline {
  return {
    now: now.getTime(),
    thisMonth: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
    lastMonth: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1),
  };
}

/** Who works the follow-up now: its assignee, or (with the facility's Coordinators) the first of them. */
async function workerOf(f: FollowupRecord, t: Timeline): Promise<UserRecord | undefined> {
  if (f.assignee.type === 'user') return dynamoUsersRepository.get(f.assignee.id);
  const [coordinator] = await escalationDeps(new Date(t.now)).coordinatorsOf(f.assignee.facilityId);
  return coordinator;
}

/** One action by the follow-up's worker at `at` (the use case's clock), and the record after it. */
async function act(
  f: FollowupRecord,
  at: number,
  t: Timeline,
  body: Omit<FollowupActionBody, 'version'> & Record<string, unknown>,
): Promise<FollowupRecord> {
  const by = await workerOf(f, t);
  if (!by) return f;
  const deps = { ...followupsDeps, now: () => new Date(at) };
  await actOnFollowup(deps, { actor: actorOf(by), name: by.info.name }, f.id, {
    ...body,
    version: f.version,
  } as FollowupActionBody);
  return (await followupsDeps.followups.get(f.id)) ?? f;
}

/** The escalation job's step for this follow-up, run at `at` (as the job would have then). */
async function escalateAt(f: FollowupRecord, at: number, t: Timeline): Promise<FollowupRecord> {
  await escalateOne(escalationDeps(new Date(t.now)), f, new Date(at));
  return (await followupsDeps.followups.get(f.id)) ?? f;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

async function tryOnce(f: FollowupRecord, t: Timeline): Promise<FollowupRecord> {
  const at = Date.parse(f.createdAt) + DAY;
  if (at >= t.now) return f;
  return act(f, at, t, {
    action: 'couldNotReach',
    nextTryOn: isoDay(at + 2 * DAY),
    note: 'No answer; left a voicemail.',
  });
}

/**
 * Reached, then resolved inside [from, to) (and before `now`): contacted a day after opening (or as soon
 * as the window allows), resolved about two days later, kept inside the window. A follow-up still open
 * an hour past its due date was moved on by the job then, as it would have been; the three steps run in
 * the order of their moments. Left as it is when the window holds no moment after its last change.
 */
async function resolveBetween(
  f: FollowupRecord,
  from: number,
  to: number,
  t: Timeline,
): Promise<FollowupRecord> {
  const created = Date.parse(f.createdAt);
  const lo = Math.max(from, Date.parse(f.updatedAt) + HOUR);
  const hi = Math.min(to, t.now - 60_000);
  if (lo >= hi) return f;
  const contactAt = Math.min(Math.max(created + DAY, Date.parse(f.updatedAt) + HOUR), lo + (hi - lo) / 2);
  const resolveAt = Math.min(Math.max(contactAt + 2 * DAY, lo + (hi - lo) * 0.1), lo + (hi - lo) * 0.9);
  const escalateAtMoment = Date.parse(f.dueAt) + HOUR;
  const steps: [number, (g: FollowupRecord) => Promise<FollowupRecord>][] = [
    [
      resolveAt,
      (g) =>
        act(g, resolveAt, t, { action: 'resolved', outcome: OUTCOMES[outcomeTurn++ % OUTCOMES.length]! }),
    ],
  ];
  if (!f.firstContactAt)
    steps.push([
      contactAt,
      (g) =>
        act(g, contactAt, t, {
          action: 'contacted',
          note: 'Reached by phone; we talked about what would help.',
        }),
    ]);
  if (!f.escalatedAt && escalateAtMoment > Date.parse(f.updatedAt) && escalateAtMoment < resolveAt)
    steps.push([escalateAtMoment, (g) => escalateAt(g, escalateAtMoment, t)]);
  let current = f;
  for (const [, step] of steps.sort((a, b) => a[0] - b[0])) current = await step(current);
  return current;
}

/** Replays `story` on the untouched follow-up `f`. */
export async function tell(story: Story, f: FollowupRecord, t: Timeline): Promise<void> {
  const created = Date.parse(f.createdAt);
  const due = Date.parse(f.dueAt);
  switch (story) {
    case 'resolved': {
      // Before the due date when there is a day for it, else two days after the contact.
      const onTime = due - HOUR > created + DAY + HOUR ? due - HOUR : created + 3 * DAY;
      await resolveBetween(f, created, Math.min(onTime, created + 3 * DAY) + 1, t);
      return;
    }
    case 'escalated': {
      const tried = await tryOnce(f, t);
      if (tried !== f && due + HOUR < t.now) await escalateAt(tried, due + HOUR, t);
      return;
    }
    case 'couldNotReach':
      await tryOnce(f, t);
      return;
    case 'contacted': {
      const at = Math.min(created + 3 * DAY, t.now - HOUR);
      if (at > created)
        await act(f, at, t, {
          action: 'contacted',
          note: 'Talked by phone; she would like a call once the new group starts.',
        });
      return;
    }
    case 'lastMonth':
      await resolveBetween(f, t.lastMonth, t.thisMonth, t);
      return;
    case 'thisMonth':
      await resolveBetween(f, t.thisMonth, t.now, t);
      return;
    case 'untouched':
      return;
  }
}
