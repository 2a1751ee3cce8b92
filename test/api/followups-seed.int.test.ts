import { beforeAll, describe, expect, it } from 'vitest';
import { handler as escalate } from '@circles/functions/followups/jobs/escalation-job';
import { thisAndLastMonth } from '@circles/functions/followups/figures';
import { seedFollowups, seedLakeshoreFollowups } from '../../functions/local/seed-followups';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 24 §6: the demo seed's follow-ups, as `npm start` shows them: every state for the members of
 * Victor, Cora and Lena, both months of the figures, counters that match the follow-ups, and a seed that
 * can run again without adding or changing anything.
 */
let apiUrl: string;
let seededAt: Date;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

interface Listed {
  _id: string;
  status: string;
  overdue: boolean;
  createdAt: string;
  resolvedAt?: string;
  escalatedAt?: string;
  assignee: { type: string; id?: string };
}

const OTTO = 'seed-otto';
const memberIds = () => [people.mary.id, people.paul.id, OTTO];

async function followupsOf(memberId: string): Promise<Listed[]> {
  const res = await as('admin')('GET', `/api/followups/member/${memberId}?state=all`);
  expect(res.status).toBe(200);
  return res.body.followups as Listed[];
}

interface Figures {
  open: number;
  overdue: number;
  thisMonth: { month: string; opened: number; resolved: number };
  lastMonth: { month: string; opened: number; resolved: number };
}

async function figures(facilityId?: string): Promise<Figures> {
  const query = facilityId ? `?facilityId=${facilityId}` : '';
  const res = await as('admin')('GET', `/api/followups/facility/figures${query}`);
  expect(res.status).toBe(200);
  return res.body as Figures;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  seededAt = new Date(stack.seededAt);
  people = await signInDemo(stack);
});

describe('the demo seed’s follow-ups (issue 24 §6)', () => {
  it('gives Victor’s, Cora’s and Lena’s members open, overdue, escalated and resolved follow-ups', async () => {
    for (const memberId of memberIds()) {
      const all = await followupsOf(memberId);
      const open = all.filter((f) => f.status !== 'resolved');
      expect(open.length, memberId).toBeGreaterThan(0);
      expect(
        open.some((f) => f.overdue),
        memberId,
      ).toBe(true);
      expect(
        open.some((f) => f.escalatedAt),
        memberId,
      ).toBe(true);
      expect(all.filter((f) => f.status === 'resolved').length, memberId).toBeGreaterThan(0);
    }
    // Lena, Otto's Coordinator, has the one escalated to her on her list (she is not a demo sign-in here).
    const otto = await followupsOf(OTTO);
    expect(
      otto.some((f) => f.escalatedAt && f.assignee.type === 'user' && f.assignee.id !== 'seed-bea'),
    ).toBe(true);
  });

  it('fills this month and last month of the figures: the programme’s, Riverside’s and Lakeshore’s', async () => {
    const [thisMonth, lastMonth] = thisAndLastMonth(seededAt);
    for (const scope of [undefined, 'fac-riverside', 'fac-lakeshore']) {
      const f = await figures(scope);
      expect(f.thisMonth.month).toBe(thisMonth);
      expect(f.lastMonth.month).toBe(lastMonth);
      expect(f.thisMonth.resolved, `${scope} this month`).toBeGreaterThan(0);
      expect(f.lastMonth.resolved, `${scope} last month`).toBeGreaterThan(0);
      expect(f.overdue, String(scope)).toBeGreaterThan(0);
    }
    // Cora's own dashboard reads Riverside's.
    const cora = (await as('coordinator')('GET', '/api/followups/facility/figures')).body as Figures;
    expect(cora).toEqual(await figures('fac-riverside'));
  });

  it('keeps the counters the follow-ups imply (they moved in the same transactions as the seeded work)', async () => {
    const all = (await Promise.all(memberIds().map(followupsOf))).flat();
    const [thisMonth, lastMonth] = thisAndLastMonth(new Date());
    const inMonth = (iso: string | undefined, month: string) => iso?.startsWith(month) ?? false;
    const f = await figures();
    expect(f.open).toBe(all.filter((x) => x.status !== 'resolved').length);
    expect(f.overdue).toBe(all.filter((x) => x.status !== 'resolved' && x.escalatedAt).length);
    for (const [month, figure] of [
      [thisMonth, f.thisMonth],
      [lastMonth, f.lastMonth],
    ] as const) {
      expect(figure.opened, month).toBe(all.filter((x) => inMonth(x.createdAt, month)).length);
      expect(figure.resolved, month).toBe(all.filter((x) => inMonth(x.resolvedAt, month)).length);
    }
  });

  it('seeds again without adding or changing a follow-up or a figure', async () => {
    const before = await Promise.all(memberIds().map(followupsOf));
    const figuresBefore = await figures();
    await seedLakeshoreFollowups(seededAt);
    await seedFollowups(seededAt);
    expect(await Promise.all(memberIds().map(followupsOf))).toEqual(before);
    expect(await figures()).toEqual(figuresBefore);
  });

  it('leaves Victor an open follow-up not yet due, which the escalation job keeps on his dashboard', async () => {
    const mine = async () => (await as('volunteer')('GET', '/api/followups')).body.followups as Listed[];
    const notDue = (await mine()).filter((f) => f.status !== 'resolved' && !f.overdue);
    expect(notDue.length).toBeGreaterThan(0);
    // `npm start`'s first run: every overdue follow-up moves on; Victor's not-yet-due ones stay his.
    const run = await escalate({ scheduledAt: new Date().toISOString() });
    expect(run.escalated.length).toBeGreaterThan(0);
    const after = (await mine()).map((f) => f._id);
    for (const f of notDue) expect(after).toContain(f._id);
  });
});
