import { instrumentLibrary } from '@circles/shared/instruments/library';
import { updateMemberModule } from '../src/modules/member-module-writes';
import type { Caller } from '../src/modules/module-records';
import { startSeriesInstance } from '../src/series/series';
import { modulesDeps } from '../src/modules/deps';
import { seriesDeps } from '../src/series/deps';
import { seedDay, steppingClock } from './seed-history';
import type { SeededRound } from './seed-rounds';

/** Ids handed out in order from `prefix`, so a seeded item is found again by id. */
function idsFrom(prefix: string): () => string {
  let n = 0;
  return () => (n++ === 0 ? prefix : `${prefix}-ch${n - 1}`);
}

/**
 * Stores one seeded round through the API's use cases (start the instance from `collectionTemplate`,
 * save and complete its first chapters), so it is kept by the same precompute code as a real save, dated
 * `round.daysAgo` days before `now`: the start, then each chapter's save and completion minutes apart
 * (issue 20). Leaves an instance already stored as it is.
 */
export async function seedRound(
  round: SeededRound,
  seriesTemplate: string,
  admin: Caller,
  memberId: string,
  now: Date,
): Promise<void> {
  if (await seriesDeps.series.getInstance(round.id)) return;
  const library = instrumentLibrary.find((s) => s.key === round.series);
  if (!library) return;
  const clock = steppingClock(seedDay(now, round.daysAgo));
  const { memberCollection: seriesInstance } = await startSeriesInstance(
    { ...seriesDeps, newId: idsFrom(round.id), now: clock },
    admin,
    { collectionTemplate: seriesTemplate, member: memberId },
  );
  const deps = { ...modulesDeps, now: clock };
  const count = round.chapters === 'all' ? library.chapters.length : round.chapters;
  for (const [i, chapter] of seriesInstance.memberChapters.slice(0, count).entries()) {
    const template = library.chapters[i];
    if (!template) continue;
    const saved = await updateMemberModule(deps, admin, chapter._id, {
      action: 'save',
      responseJSON: round.answers(template),
      version: 1,
    });
    await updateMemberModule(deps, admin, chapter._id, {
      action: 'complete',
      version: saved.memberSurvey.version,
    });
  }
}
