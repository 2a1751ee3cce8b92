import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_HISTORY, seedDate } from '../../functions/local/seed-history';
import { REPORT_DEMO_ROUNDS, SERIES_DEMO_ROUNDS, roundDaysAgo } from '../../functions/local/seed-rounds';
import { FOLLOWUP_DEMO_ROUNDS } from '../../functions/local/seed-followups';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 20: the demo seed used to date every round, module, series and note on the day the stack
 * started, so trends, 'last completed' dates and report lists looked fake. Each record now has its day
 * of the demo's timeline (functions/local/seed-history.ts, the rounds' days in seed-rounds.ts), whole
 * days before the seed: these tests read them back through the API the screens call.
 */
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
let seededAt: Date;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
/** The day a record seeded `days` before this stack's seed is shown on. */
const day = (days: number) => seedDate(seededAt, days);
const dayOf = (iso: string) => iso.slice(0, 10);
const daysOfRound = roundDaysAgo;

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  seededAt = new Date(stack.seededAt);
  people = await signInDemo(stack);
});

describe('the demo seed is a history, not one day (issue 20)', () => {
  it.each([
    ['mary', 'neighbours', ['demo-series-mary-cc-1', 'demo-series-mary-cc-2', 'demo-round-mary-cc-3']],
    ['mary', 'Screen', ['demo-round-mary-shs-1', 'demo-round-mary-shs-2', 'demo-round-mary-shs-3']],
    ['mary', 'qoflShort', ['demo-round-mary-qols-1', 'demo-round-mary-qols-2', 'demo-round-mary-qols-3']],
    ['mary', 'qofl', ['demo-round-mary-qls-1', 'demo-round-mary-qls-2', 'demo-round-mary-qls-3']],
    ['paul', 'neighbours', ['demo-round-paul-cc-1', 'demo-round-paul-cc-2', 'demo-round-paul-cc-3']],
  ] as const)(
    "%s's %s report: three rounds months apart, each on its day, oldest first",
    async (who, kind, ids) => {
      const res = await as(who)('GET', `/api/reports/${kind}/user/${people[who].id}`);
      expect(res.status).toBe(200);
      expect(res.body.collectionIds).toEqual(ids);
      const dates = (res.body.collection_last_updated as string[]).map(dayOf);
      expect(dates).toEqual(ids.map((id) => day(daysOfRound(id))));
      expect(new Set(dates).size).toBe(3);
      for (const at of res.body.collection_last_updated as string[])
        expect(Date.parse(at)).toBeLessThan(seededAt.getTime());
    },
  );

  it("Mary's dashboard: each figure from her latest round of a series, dated weeks ago, not today", async () => {
    const res = await as('volunteer')('GET', `/api/reports/dashboard/user/${people.mary.id}`);
    expect(res.status).toBe(200);
    const { rounds, figures } = res.body.sources as {
      rounds: { instanceId: string; updatedAt: string }[];
      figures: Record<string, number>;
    };
    const from = (figure: string) => rounds[figures[figure]!]!;
    expect(from('tile.health').instanceId).toBe('demo-round-mary-qls-3');
    expect(dayOf(from('tile.health').updatedAt)).toBe(day(daysOfRound('demo-round-mary-qls-3')));
    expect(from('screener_risk').instanceId).toBe('demo-round-mary-shs-3');
    expect(dayOf(from('screener_risk').updatedAt)).toBe(day(daysOfRound('demo-round-mary-shs-3')));
    expect(dayOf(res.body.collection_last_updated[0] as string)).toBe(
      day(daysOfRound('demo-round-mary-qls-3')),
    );
  });

  it("Mary's profile: she joined a year ago; her modules, approvals and sticky notes each on their day, none today", async () => {
    const res = await as('admin')('GET', `/api/users/1/${people.mary.id}`);
    expect(res.status).toBe(200);
    expect(dayOf(res.body.user.createdAt as string)).toBe(day(SEED_HISTORY.users.member1));
    const modules = res.body.memberSurveys as {
      _id: string;
      createdAt: string;
      updatedAt: string;
      approvedAt?: string;
    }[];
    expect(modules.length).toBeGreaterThan(40);
    const today = dayOf(seededAt.toISOString());
    for (const m of modules) {
      // Server-owned times in the order of a real visit: started, then saved and completed, then approved.
      expect(Date.parse(m.createdAt), m._id).toBeLessThanOrEqual(Date.parse(m.updatedAt));
      if (m.approvedAt) {
        expect(Date.parse(m.approvedAt), m._id).toBeGreaterThan(Date.parse(m.createdAt));
        expect(m.approvedAt, m._id).toBe(m.updatedAt);
      }
      expect(dayOf(m.updatedAt), m._id).not.toBe(today);
      expect(Date.parse(m.updatedAt), m._id).toBeLessThan(seededAt.getTime());
    }
    const byId = new Map(modules.map((m) => [m._id, m]));
    // Her Goals module, half done with Victor two days ago; her first module, approved three days after.
    expect(dayOf(byId.get('demo-mary-5')!.updatedAt)).toBe(day(2));
    expect(dayOf(byId.get('demo-mary-1')!.createdAt)).toBe(day(120));
    expect(dayOf(byId.get('demo-mary-1')!.approvedAt!)).toBe(day(117));
    // A round's chapters are dated on the round's day.
    expect(dayOf(byId.get('demo-series-mary-cc-1-ch10')!.updatedAt)).toBe(
      day(daysOfRound('demo-series-mary-cc-1')),
    );
    const notes = res.body.stickyNotes as { createdAt: string; message: string }[];
    expect(notes.map((n) => dayOf(n.createdAt)).sort()).toEqual(
      [day(SEED_HISTORY.stickyNotes.maryInfo), day(SEED_HISTORY.stickyNotes.maryWarning)].sort(),
    );
  });

  it("Victor's note to Mary was sent days ago", async () => {
    const res = await as('mary')('GET', `/api/notes/${people.mary.id}`);
    expect(res.status).toBe(200);
    const note = (res.body.foundNotes as { _id: string; createdAt: string }[]).find(
      (n) => n._id === 'seed-note-1',
    );
    expect(dayOf(note!.createdAt)).toBe(day(SEED_HISTORY.note));
  });

  it('the counters count the backdated series as before: every finished round completed, two in progress', async () => {
    const count = async (path: string) => (await as('admin')('GET', path)).body.count as number;
    // Issue 24 adds Otto's screener (seed-followups.ts), finished like the others.
    const finished = [...SERIES_DEMO_ROUNDS, ...REPORT_DEMO_ROUNDS, ...FOLLOWUP_DEMO_ROUNDS].filter(
      (r) => r.chapters === 'all',
    );
    expect(await count('/api/memberCollections/completed/count')).toBe(finished.length);
    // Paul's Quality of Life series (one chapter of three) and Mary's screener not started.
    expect(await count('/api/memberCollections/inprogress/count')).toBe(2);
  });
  it('the Good Neighbours project holds Mary and Paul, added on its day (a project with people, not an empty one)', async () => {
    const res = await as('admin')('GET', '/api/projects');
    expect(res.status).toBe(200);
    const project = (
      res.body.projectList as { _id: string; memberList: { _id: string }[]; updatedAt: string }[]
    ).find((p) => p._id === 'demo-project-neighbours');
    expect(project?.memberList.map((m) => m._id).sort()).toEqual([people.mary.id, people.paul.id].sort());
    expect(dayOf(project!.updatedAt)).toBe(day(SEED_HISTORY.project));
  });
});
