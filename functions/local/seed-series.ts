import { instrumentLibrary } from '@circles/shared/instruments/library';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import {
  assignProjectMembers,
  createProject,
  createWorkbook,
  assignWorkbooks,
} from '../src/projects/projects';
import { assignSeriesMembers, createSeriesTemplate } from '../src/series/series';
import { actorOf } from '../src/members/user-record';
import { projectsDeps } from '../src/projects/deps';
import { seriesDeps } from '../src/series/deps';
import { SEED_HISTORY, seedDay, steppingClock } from './seed-history';
import { refreshLibraryNames } from './seed-library-names';
import { libraryTemplateId } from './seed-modules';
import { seedRound } from './seed-round';
import { SERIES_DEMO_ROUNDS, type SeededRound } from './seed-rounds';

/** The fixed id of a library series template, found again on every seed. */
export function librarySeriesId(key: string): string {
  return `series-${key}`;
}

/**
 * The demo instances: the answered ones of seed-rounds.ts, and Mary's screener, given to her ten days
 * ago and not started yet.
 */
const demoInstances: readonly SeededRound[] = [
  ...SERIES_DEMO_ROUNDS,
  {
    id: 'demo-series-mary-shs-1',
    member: 'mary',
    series: 'social-health-screener',
    chapters: 0,
    answers: () => ({}),
    daysAgo: 10,
  },
];

async function callerOf(email: string) {
  const id = await dynamoUsersRepository.findIdByEmail(email);
  const user = id ? await dynamoUsersRepository.get(id) : undefined;
  return user ? { id: user.id, actor: actorOf(user), name: user.info.name } : undefined;
}

/**
 * Seeds series templates for the four library series (ids `series-<key>`) with Mary and Paul listed from
 * the days they joined, instances for the demo members at several completeness levels (Mary: two
 * completed rounds of Community Connections, a Social Health Screener not started; Paul: the Quality of
 * Life series with one of its three chapters done; answers and days from seed-rounds.ts), a workbook set
 * as Mary's default and a project, idempotently, through the same use cases as the API, each dated on its
 * day before `now` (issue 20, seed-history.ts). Runs after seedModules (the library templates exist).
 */
export async function seedSeries(now = new Date()): Promise<void> {
  const [admin, mary, paul] = await Promise.all(
    ['admin', 'mary', 'paul'].map((who) => callerOf(`${who}@circles.example.org`)),
  );
  if (!admin || !mary || !paul) return;
  const members = { mary, paul };
  const on = (days: number) => ({ ...seriesDeps, now: steppingClock(seedDay(now, days, 30)) });
  for (const series of instrumentLibrary) {
    const id = librarySeriesId(series.key);
    if (await seriesDeps.series.getTemplate(id)) continue;
    await createSeriesTemplate({ ...on(SEED_HISTORY.library), newId: () => id }, admin, {
      name: series.name,
      nameFr: series.nameFr,
      surveyList: series.chapters.map((c) => libraryTemplateId(c.key)),
    });
    for (const [member, days] of [
      [mary, SEED_HISTORY.users.member1],
      [paul, SEED_HISTORY.users.member2],
    ] as const)
      await assignSeriesMembers(on(days), admin, { collectionId: id, memberList: [member.id], as: 'member' });
  }
  for (const demo of demoInstances)
    await seedRound(demo, librarySeriesId(demo.series), admin, members[demo.member].id, now);
  // Issue 25: a table seeded before the French names gets them (seed-library-names.ts).
  await refreshLibraryNames(libraryTemplateId, librarySeriesId);
  const projects = (days: number) => ({ ...projectsDeps, now: steppingClock(seedDay(now, days, 60)) });
  if (!(await projectsDeps.projects.getWorkbook('demo-workbook-intake'))) {
    const deps = projects(SEED_HISTORY.workbook);
    await createWorkbook({ ...deps, newId: () => 'demo-workbook-intake' }, admin.actor, {
      name: 'Intake',
      surveyIds: ['community-connections-01-help-request-tracker', 'community-connections-05-goals'].map(
        libraryTemplateId,
      ),
    });
    await assignWorkbooks(deps, admin.actor, {
      workbookId: ['demo-workbook-intake'],
      userIds: [mary.id],
    });
  }
  if (!(await projectsDeps.projects.getProject('demo-project-neighbours'))) {
    await createProject(
      { ...projects(SEED_HISTORY.project), newId: () => 'demo-project-neighbours' },
      admin.actor,
      { name: 'Good Neighbours', collectionList: [librarySeriesId('community-connections')] },
    );
    // A project with its people, as a programme would have it (the Manage Projects list counts them).
    await assignProjectMembers(projects(SEED_HISTORY.project), admin.actor, {
      projectId: 'demo-project-neighbours',
      memberList: [mary.id, paul.id],
    });
  }
}
