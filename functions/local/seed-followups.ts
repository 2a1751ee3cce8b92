import { dynamoUsersRepository } from '../src/data/users-repository';
import { actorOf, type UserRecord } from '../src/domain/user-record';
import { followupsDeps } from '../src/followups/deps';
import { escalateOne } from '../src/followups/escalation';
import { escalationDeps } from '../src/followups/escalation-job';
import type { FollowupRecord } from '../src/followups/records';
import { actOnFollowup } from '../src/followups/use-cases';
import { SEED_PEOPLE } from './seed-people';
import { seedRound } from './seed-round';
import { screenerAnswers, type SeededRound } from './seed-rounds';
import { librarySeriesId } from './seed-series';

const DAY = 86_400_000;

/** Outcomes a helper might record, in turn. */
const OUTCOMES = [
  'Talked it through by phone; she joined the Tuesday walking group.',
  'Booked a visit with the family doctor; he will call if it gets worse.',
  'Set up a weekly check-in call with a volunteer.',
  'Referred to the seniors’ day program; first visit attended.',
];

/** A follow-up left as the opening save made it (nobody acted yet, never escalated). */
const untouched = (f: FollowupRecord) => f.history.length === 1 && f.status === 'open';

async function act(
  f: FollowupRecord,
  by: UserRecord,
  at: number,
  body: Parameters<typeof actOnFollowup>[3],
): Promise<FollowupRecord | undefined> {
  const deps = { ...followupsDeps, now: () => new Date(at) };
  await actOnFollowup(deps, { actor: actorOf(by), name: by.info.name }, f.id, body);
  return followupsDeps.followups.get(f.id);
}

/**
 * The demo's follow-ups (issue 24 §6). The seeded rounds opened them when they were saved (the same
 * transaction as a real save); here the helpers' work on them is replayed on the demo's timeline: those
 * opened more than 60 days before `now` were reached and resolved within days, the oldest of the recent
 * ones of each member was tried without reaching them and escalated at its due date, and the rest stay
 * open (overdue: `npm start`'s escalation job moves them on). Idempotent: a follow-up someone already
 * acted on is left alone.
 */
export async function seedFollowups(now = new Date()): Promise<void> {
  const [victor, cora] = await Promise.all(
    ['volunteer', 'coordinator'].map(async (who) => {
      const id = await dynamoUsersRepository.findIdByEmail(`${who}@circles.example.org`);
      return id ? dynamoUsersRepository.get(id) : undefined;
    }),
  );
  if (!victor || !cora) return;
  let outcome = 0;
  for (const memberId of new Set([...victor.patients, ...cora.patients])) {
    const all = await followupsDeps.followups.listByMember(memberId);
    const open = all.filter(untouched).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const old = open.filter((f) => Date.parse(f.createdAt) < now.getTime() - 60 * DAY);
    for (const f of old) {
      const helper = f.assignee.type === 'user' && f.assignee.id === victor.id ? victor : cora;
      const opened = Date.parse(f.createdAt);
      const reached = await act(f, helper, opened + DAY, { action: 'contacted', version: f.version });
      if (!reached) continue;
      await act(reached, helper, opened + 4 * DAY, {
        action: 'resolved',
        version: reached.version,
        outcome: OUTCOMES[outcome++ % OUTCOMES.length]!,
      });
    }
    const recent = open.filter((f) => !old.includes(f));
    const first = recent[0];
    if (!first || all.some((f) => f.escalatedAt)) continue;
    const helper = first.assignee.type === 'user' && first.assignee.id === victor.id ? victor : cora;
    const opened = Date.parse(first.createdAt);
    const tried = await act(first, helper, opened + DAY, {
      action: 'couldNotReach',
      version: first.version,
      nextTryOn: new Date(opened + 2 * DAY).toISOString().slice(0, 10),
      note: 'No answer; left a voicemail.',
    });
    if (tried) await escalateOne(escalationDeps(now), tried, new Date(Date.parse(tried.dueAt) + 3_600_000));
  }
}

/** Otto's finished screener round (counted with the demo's other finished rounds). */
export const FOLLOWUP_DEMO_ROUNDS: readonly SeededRound[] = [
  {
    id: 'demo-followups-otto-screener',
    member: 'paul', // the type names the demo's two members; seedLakeshoreFollowups stores it as Otto's
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers('high'),
    daysAgo: 5,
  },
];

/**
 * Lena's member Otto (the other facility) answers the social health screener five days before `now`,
 * lonely and living alone: the save opens his follow-ups for his Volunteer, overdue by now. Runs after
 * seedPeople (Otto is stored there); idempotent (seedRound leaves an instance already stored alone).
 */
export async function seedLakeshoreFollowups(now = new Date()): Promise<void> {
  const id = await dynamoUsersRepository.findIdByEmail('admin@circles.example.org');
  const admin = id ? await dynamoUsersRepository.get(id) : undefined;
  if (!admin || !(await dynamoUsersRepository.get(SEED_PEOPLE.otto))) return;
  for (const round of FOLLOWUP_DEMO_ROUNDS)
    await seedRound(
      round,
      librarySeriesId(round.series),
      { actor: actorOf(admin), name: admin.info.name },
      SEED_PEOPLE.otto,
      now,
    );
}
