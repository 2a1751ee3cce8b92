import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FollowupSeverity } from '@circles/shared/schemas/followup';
import { documentClient, tableName } from '../src/platform/data/client';
import { keys } from '../src/platform/data/keys';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { actorOf } from '../src/members/user-record';
import { followupsDeps } from '../src/followups/deps';
import type { FollowupRecord } from '../src/followups/records';
import { timelineOf, tell, type Story } from './seed-followup-stories';
import { SEED_PEOPLE } from './seed-people';
import { seedRound } from './seed-round';
import { profileAnswers, screenerAnswers, type SeededRound } from './seed-rounds';
import { librarySeriesId } from './seed-series';

const DAY = 86_400_000;

/**
 * Riverside's own due days (the per-facility setting of issue 24 §1, on the facility item): a Moderate
 * screener risk is to be worked within six weeks, by the next intake of the facility's groups. So Mary's
 * Moderate result of 30 days ago is still Victor's and not yet due: his dashboard keeps an open follow-up
 * when `npm start`'s escalation job has moved the overdue ones on.
 */
export const RIVERSIDE_DUE_DAYS: Readonly<Partial<Record<FollowupSeverity, number>>> = { moderateRisk: 42 };

/**
 * Sets a facility's due days unless it has some (an Admin's setting is never overwritten). Runs before
 * the seeded rounds are saved: a save reads them when it opens follow-ups.
 */
export async function seedFacilityDueDays(
  facilityId: string,
  days: Readonly<Partial<Record<FollowupSeverity, number>>> = RIVERSIDE_DUE_DAYS,
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.facility(facilityId),
      UpdateExpression: 'SET followupDueDays = if_not_exists(followupDueDays, :d)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': days },
    }),
  );
}

/**
 * What the helpers did with the follow-ups each seeded round opened, in the order of their finding keys
 * (seed-followup-stories.ts tells each story). A follow-up past the list: 'resolved' when opened more
 * than 60 days before the seed, else 'untouched' (open and overdue: `npm start`'s job moves it on within
 * seconds). Every member of Victor, Cora and Lena gets open, overdue, escalated and resolved ones; the
 * resolutions of this month and last month fill both columns of the figures, the programme's and each
 * facility's, whatever the day of the seed.
 */
const STORIES: Readonly<Record<string, readonly Story[]>> = {
  // Mary (Victor's): her second Community Connections round, seven months ago.
  'demo-series-mary-cc-2': ['escalated', 'resolved', 'lastMonth', 'untouched'],
  // Her Moderate screener result, 30 days ago: due in six weeks at Riverside, reached, still Victor's.
  'demo-round-mary-shs-3': ['contacted'],
  // Paul (Cora's): his Community Connections round three weeks ago and his Quality of Life chapter.
  'demo-round-paul-cc-3': ['escalated', 'resolved', 'resolved'],
  'demo-series-paul-qls-1': ['thisMonth', 'couldNotReach'],
  // Otto (Lena's, at Lakeshore; Bea Beacon is his Volunteer).
  'demo-followups-otto-cc': ['lastMonth', 'resolved'],
  'demo-followups-otto-screener': ['escalated', 'thisMonth'],
};

/** The story of a follow-up no list names. */
function defaultStory(f: FollowupRecord, now: number): Story {
  return Date.parse(f.createdAt) < now - 60 * DAY ? 'resolved' : 'untouched';
}

/** Finding keys in a fixed order (code points, not the locale's). */
const byKey = (a: FollowupRecord, b: FollowupRecord) =>
  a.finding.key < b.finding.key ? -1 : a.finding.key > b.finding.key ? 1 : 0;

/**
 * The demo's follow-ups (issue 24 §6). The seeded rounds opened them when they were saved (the same
 * transaction as a real save); here the helpers' work and the escalation job's moves are replayed on the
 * demo's timeline through the same use cases (`STORIES`), so the histories, audit events and the
 * figures' counters are those real work leaves. Idempotent: a member one of whose follow-ups was acted
 * on already (by an earlier seed, a helper or the job) is left alone.
 */
export async function seedFollowups(now = new Date()): Promise<void> {
  const helpers = await Promise.all(
    ['volunteer', 'coordinator', 'lena'].map(async (who) => {
      const id = await dynamoUsersRepository.findIdByEmail(`${who}@circles.example.org`);
      return id ? dynamoUsersRepository.get(id) : undefined;
    }),
  );
  const members = new Set(helpers.flatMap((h) => h?.patients ?? []));
  const t = timelineOf(now);
  for (const memberId of members) {
    const all = await followupsDeps.followups.listByMember(memberId);
    if (all.some((f) => f.history.length > 1)) continue;
    const byRound = new Map<string, FollowupRecord[]>();
    for (const f of all) byRound.set(f.finding.instanceId, [...(byRound.get(f.finding.instanceId) ?? []), f]);
    for (const [round, list] of byRound) {
      const stories = STORIES[round] ?? [];
      for (const [i, f] of list.sort(byKey).entries()) await tell(stories[i] ?? defaultStory(f, t.now), f, t);
    }
  }
}

/**
 * Otto's rounds (counted with the demo's other finished rounds): a Community Connections round five weeks
 * before the seed (so Lakeshore has a follow-up resolved last month) and the screener five days before.
 */
export const FOLLOWUP_DEMO_ROUNDS: readonly SeededRound[] = [
  {
    id: 'demo-followups-otto-cc',
    member: 'paul', // the type names the demo's two members; seedLakeshoreFollowups stores it as Otto's
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('coping', 2),
    daysAgo: 38,
  },
  {
    id: 'demo-followups-otto-screener',
    member: 'paul',
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers('high'),
    daysAgo: 5,
  },
];

/**
 * Lena's member Otto (the other facility) answers Community Connections five weeks before `now` and the
 * social health screener, lonely and living alone, five days before: the saves open his follow-ups for
 * his Volunteer Bea. Runs after seedPeople (Otto is stored there) and before seedFollowups; idempotent
 * (seedRound leaves an instance already stored alone).
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
