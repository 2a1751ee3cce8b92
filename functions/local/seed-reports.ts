import { instrumentLibrary } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import type { ModuleTemplate } from '@circles/shared/instruments/types';
import { dynamoUsersRepository } from '../src/data/users-repository';
import { updateMemberModule } from '../src/domain/member-module-writes';
import { startSeriesInstance } from '../src/domain/series';
import { actorOf } from '../src/domain/user-record';
import { modulesDeps } from '../src/handlers/modules/deps';
import { seriesDeps } from '../src/handlers/series/deps';
import { librarySeriesId } from './seed-series';

/**
 * Screener answers for each risk level (spec 000 §4: one point each for living alone, not taking part,
 * satisfaction ≤ 6, weak belonging, loneliness): Lowest 0, Some 2, Moderate 3, High 5 points.
 */
const SCREENER_BY_RISK = {
  lowest: {
    household2_size: 2,
    community_activity_participate: 1,
    life_satisfaction2: 9,
    local_community_belonging: 3,
    lack_companionship: 0,
    feel_leftout: 0,
    feel_isolated: 0,
    con_que: 0,
  },
  some: {
    household2_size: 0,
    community_activity_participate: 1,
    life_satisfaction2: 5,
    local_community_belonging: 2,
    lack_companionship: 0,
    feel_leftout: 1,
    feel_isolated: 0,
    con_que: 1,
  },
  moderate: {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 4,
    local_community_belonging: 2,
    lack_companionship: 1,
    feel_leftout: 0,
    feel_isolated: 0,
    con_que: 1,
  },
  high: {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 2,
    local_community_belonging: 0,
    lack_companionship: 2,
    feel_leftout: 2,
    feel_isolated: 2,
    con_que: 1,
  },
} as const;

type Answers = (template: ModuleTemplate) => Record<string, unknown>;

/** A round of the report seed: whose, which library series, the answers of each chapter. */
interface SeedRound {
  id: string;
  member: 'mary' | 'paul';
  series: string;
  answers: Answers;
}

const variant =
  (v: number): Answers =>
  (t) =>
    sampleAnswers(t, v);
const screener =
  (level: keyof typeof SCREENER_BY_RISK): Answers =>
  (t) => ({ ...sampleAnswers(t, 0), ...SCREENER_BY_RISK[level] });

/**
 * Mary: three rounds of every report series (her third Community Connections round after the two of
 * seed-series; screener rounds at Lowest, Some and Moderate risk; both Quality of Life series in three
 * answer variants), so every report shows trends; Paul: a screener round at High risk.
 */
const rounds: SeedRound[] = [
  { id: 'demo-round-mary-cc-3', member: 'mary', series: 'community-connections', answers: variant(3) },
  ...(['lowest', 'some', 'moderate'] as const).map((level, i): SeedRound => ({
    id: `demo-round-mary-shs-${i + 1}`,
    member: 'mary',
    series: 'social-health-screener',
    answers: screener(level),
  })),
  {
    id: 'demo-round-paul-shs-1',
    member: 'paul',
    series: 'social-health-screener',
    answers: screener('high'),
  },
  ...[0, 1, 2].flatMap((v): SeedRound[] => [
    {
      id: `demo-round-mary-qols-${v + 1}`,
      member: 'mary',
      series: 'quality-of-life-short',
      answers: variant(v),
    },
    {
      id: `demo-round-mary-qls-${v + 1}`,
      member: 'mary',
      series: 'quality-life-series',
      answers: variant(v),
    },
  ]),
];

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
 * Seeds the report rounds above through the API's use cases (start the instance, save and complete
 * each chapter), so each round is stored by the same precompute code as a real save. Idempotent: an
 * instance already there is left as it is. Runs after seedSeries.
 */
export async function seedReports(): Promise<void> {
  const [admin, mary, paul] = await Promise.all(
    ['admin', 'mary', 'paul'].map((who) => callerOf(`${who}@circles.example.org`)),
  );
  if (!admin || !mary || !paul) return;
  const members = { mary, paul };
  for (const round of rounds) {
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
    for (const [i, chapter] of memberCollection.memberChapters.entries()) {
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
