import { describe, expect, it } from 'vitest';
import { everyAnswer, useModuleCalls } from '../support/module-fixtures';
import type { DemoWho } from '../support/modules';

/*
 * A member's Current Assigned Tasks (issue 20 #6): `GET /api/membercollections/client/{userId}` gave the
 * dashboard series instances only (`recentCollection`), so a module started on its own, by a Volunteer
 * for his member or by anyone, never showed there. `assignedSurveys` carries the member's modules outside
 * any series that are not complete.
 */
const { people, as, start, patch } = useModuleCalls();

interface Task {
  _id: string;
  name: string;
  completeness: number;
}

const tasksOf = async (who: DemoWho, member: DemoWho): Promise<Task[]> => {
  const res = await as(who)('GET', `/api/membercollections/client/${people[member].id}`);
  expect(res.status).toBe(200);
  return res.body.assignedSurveys as Task[];
};

describe("a member's assigned modules outside a series", () => {
  it('lists a module the Volunteer started for Mary on her dashboard and on his, until it is complete', async () => {
    const module = await start('mary', 'volunteer');
    const mine = await tasksOf('mary', 'mary');
    expect(mine.find((t) => t._id === module._id)).toMatchObject({ name: 'Every type', completeness: 0 });
    expect((await tasksOf('volunteer', 'mary')).map((t) => t._id)).toContain(module._id);
    // Modules of a series are the series' chapters (recentCollection), not listed again here.
    const seriesChapters = (
      await as('mary')('GET', `/api/membercollections/client/${people.mary.id}`)
    ).body.recentCollection.flatMap((c: { memberSurveyList: { _id: string }[] }) =>
      c.memberSurveyList.map((m) => m._id),
    );
    expect(mine.some((t) => seriesChapters.includes(t._id))).toBe(false);

    const done = await patch('mary', module._id, {
      action: 'complete',
      responseJSON: everyAnswer,
      version: 1,
    });
    expect(done.status).toBe(200);
    expect((await tasksOf('mary', 'mary')).map((t) => t._id)).not.toContain(module._id);
  });
});
