import { instrumentLibrary } from '@circles/shared/instruments/library';
import { dynamoUsersRepository } from '../src/data/users-repository';
import { updateMemberModule } from '../src/domain/member-module-writes';
import { startSeriesInstance } from '../src/domain/series';
import { actorOf } from '../src/domain/user-record';
import { modulesDeps } from '../src/handlers/modules/deps';
import { seriesDeps } from '../src/handlers/series/deps';
import { REPORT_DEMO_ROUNDS } from './seed-rounds';
import { librarySeriesId } from './seed-series';

function idsFrom(prefix: string): () => string {
  let n = 0;
  return () => (n++ === 0 ? prefix : `${prefix}-ch${n - 1}`);
}

async function callerOf(email: string) {
  const id = await dynamoUsersRepository.findIdByEmail(email);
  const user = id ? await dynamoUsersRepository.get(id) : undefined;
  return user ? { id: user.id, actor: actorOf(user), name: user.info.name } : undefined;
}

/**
 * Seeds the report rounds of seed-rounds.ts (REPORT_DEMO_ROUNDS) through the API's use cases (start the
 * instance, save and complete each chapter), so each round is stored by the same precompute code as a real save. Idempotent: an
 * instance already there is left as it is. Runs after seedSeries.
 */
export async function seedReports(): Promise<void> {
  const [admin, mary, paul] = await Promise.all(
    ['admin', 'mary', 'paul'].map((who) => callerOf(`${who}@circles.example.org`)),
  );
  if (!admin || !mary || !paul) return;
  const members = { mary, paul };
  for (const round of REPORT_DEMO_ROUNDS) {
    if (await seriesDeps.series.getInstance(round.id)) continue;
    const library = instrumentLibrary.find((s) => s.key === round.series);
    if (!library) continue;
    const { memberCollection } = await startSeriesInstance(
      { ...seriesDeps, newId: idsFrom(round.id) },
      admin,
      {
        collectionTemplate: librarySeriesId(round.series),
        member: members[round.member].id,
      },
    );
    const count = round.chapters === 'all' ? library.chapters.length : round.chapters;
    for (const [i, chapter] of memberCollection.memberChapters.slice(0, count).entries()) {
      const template = library.chapters[i];
      if (!template) continue;
      const saved = await updateMemberModule(modulesDeps, admin, chapter._id, {
        action: 'save',
        responseJSON: round.answers(template),
        version: 1,
      });
      await updateMemberModule(modulesDeps, admin, chapter._id, {
        action: 'complete',
        version: saved.memberSurvey.version,
      });
    }
  }
}
