import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { actorOf } from '../src/members/user-record';
import { seedRound } from './seed-round';
import { REPORT_DEMO_ROUNDS } from './seed-rounds';
import { librarySeriesId } from './seed-series';

async function callerOf(email: string) {
  const id = await dynamoUsersRepository.findIdByEmail(email);
  const user = id ? await dynamoUsersRepository.get(id) : undefined;
  return user ? { id: user.id, actor: actorOf(user), name: user.info.name } : undefined;
}

/**
 * Seeds the report rounds of seed-rounds.ts (REPORT_DEMO_ROUNDS) through the API's use cases (start the
 * instance, save and complete each chapter), so each round is stored by the same precompute code as a
 * real save, each on its day before `now` (issue 20). Idempotent: an instance already there is left as
 * it is. Runs after seedSeries.
 */
export async function seedReports(now = new Date()): Promise<void> {
  const [admin, mary, paul] = await Promise.all(
    ['admin', 'mary', 'paul'].map((who) => callerOf(`${who}@circles.example.org`)),
  );
  if (!admin || !mary || !paul) return;
  const members = { mary, paul };
  for (const round of REPORT_DEMO_ROUNDS)
    await seedRound(round, librarySeriesId(round.series), admin, members[round.member].id, now);
}
