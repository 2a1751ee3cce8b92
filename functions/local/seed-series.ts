import { instrumentLibrary } from '@circles/shared/instruments/library';
import { dynamoUsersRepository } from '../src/data/users-repository';
import { updateMemberModule } from '../src/domain/member-module-writes';
import { createProject, createWorkbook, assignWorkbooks } from '../src/domain/projects';
import { assignSeriesMembers, createSeriesTemplate, startSeriesInstance } from '../src/domain/series';
import { actorOf } from '../src/domain/user-record';
import { modulesDeps } from '../src/handlers/modules/deps';
import { projectsDeps } from '../src/handlers/projects/deps';
import { seriesDeps } from '../src/handlers/series/deps';
import { libraryTemplateId } from './seed-modules';
import { SERIES_DEMO_ROUNDS, type SeededRound } from './seed-rounds';

/** The fixed id of a library series template, found again on every seed. */
export function librarySeriesId(key: string): string {
  return `series-${key}`;
}

/** Ids handed out in order from `prefix`, so a seeded item is found again by id. */
function idsFrom(prefix: string): () => string {
  let n = 0;
  return () => (n++ === 0 ? prefix : `${prefix}-ch${n - 1}`);
}

/** The demo instances: the answered ones of seed-rounds.ts, and Mary's screener not started. */
const demoInstances: readonly SeededRound[] = [
  ...SERIES_DEMO_ROUNDS,
  {
    id: 'demo-series-mary-shs-1',
    member: 'mary',
    series: 'social-health-screener',
    chapters: 0,
    answers: () => ({}),
  },
];

async function callerOf(email: string) {
  const id = await dynamoUsersRepository.findIdByEmail(email);
  const user = id ? await dynamoUsersRepository.get(id) : undefined;
  return user ? { id: user.id, actor: actorOf(user), name: user.info.name } : undefined;
}

/**
 * Seeds series templates for the four library series (ids `series-<key>`), instances for the demo
 * members at several completeness levels (Mary: two completed rounds of Community Connections, a
 * Social Health Screener not started; Paul: the Quality of Life series with one of its three chapters
 * done; answers from seed-rounds.ts), a workbook set as
 * Mary's default and a project, idempotently, through the same use cases as the API. Runs after
 * seedModules (the library templates exist).
 */
export async function seedSeries(): Promise<void> {
  const [admin, mary, paul] = await Promise.all(
    ['admin', 'mary', 'paul'].map((who) => callerOf(`${who}@circles.example.org`)),
  );
  if (!admin || !mary || !paul) return;
  const members = { mary, paul };
  for (const series of instrumentLibrary) {
    const id = librarySeriesId(series.key);
    if (await seriesDeps.series.getTemplate(id)) continue;
    await createSeriesTemplate({ ...seriesDeps, newId: () => id }, admin, {
      name: series.name,
      surveyList: series.chapters.map((c) => libraryTemplateId(c.key)),
    });
    await assignSeriesMembers(seriesDeps, admin, {
      collectionId: id,
      memberList: [mary.id, paul.id],
      as: 'member',
    });
  }
  for (const demo of demoInstances) {
    if (await seriesDeps.series.getInstance(demo.id)) continue;
    const member = members[demo.member];
    const library = instrumentLibrary.find((s) => s.key === demo.series);
    if (!library) continue;
    const { memberCollection } = await startSeriesInstance(
      { ...seriesDeps, newId: idsFrom(demo.id) },
      admin,
      {
        collectionTemplate: librarySeriesId(demo.series),
        member: member.id,
      },
    );
    const count = demo.chapters === 'all' ? library.chapters.length : demo.chapters;
    for (const [i, chapter] of memberCollection.memberChapters.slice(0, count).entries()) {
      const template = library.chapters[i];
      if (!template) continue;
      const saved = await updateMemberModule(modulesDeps, admin, chapter._id, {
        action: 'save',
        responseJSON: demo.answers(template),
        version: 1,
      });
      await updateMemberModule(modulesDeps, admin, chapter._id, {
        action: 'complete',
        version: saved.memberSurvey.version,
      });
    }
  }
  if (!(await projectsDeps.projects.getWorkbook('demo-workbook-intake'))) {
    await createWorkbook({ ...projectsDeps, newId: () => 'demo-workbook-intake' }, admin.actor, {
      name: 'Intake',
      surveyIds: ['community-connections-01-help-request-tracker', 'community-connections-05-goals'].map(
        libraryTemplateId,
      ),
    });
    await assignWorkbooks(projectsDeps, admin.actor, {
      workbookId: ['demo-workbook-intake'],
      userIds: [mary.id],
    });
  }
  if (!(await projectsDeps.projects.getProject('demo-project-neighbours'))) {
    await createProject({ ...projectsDeps, newId: () => 'demo-project-neighbours' }, admin.actor, {
      name: 'Good Neighbours',
      collectionList: [librarySeriesId('community-connections')],
    });
  }
}
