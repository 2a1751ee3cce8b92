import { beforeAll, describe, expect, it } from 'vitest';
import { handler as escalate } from '@circles/functions/followups/jobs/escalation-job';
import { readOutbox } from '@circles/functions/followups/data/outbox';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { newScreenerRoundOf } from '../support/followup-rounds';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const DAY = 86_400_000;

interface Listed {
  _id: string;
  severity: string;
  status: string;
  version: number;
  dueAt: string;
  createdAt: string;
  escalatedAt?: string;
  finding: { key: string; text: string };
  assignee: { type: string; id?: string; facilityId?: string };
}

/** A screener round of Mary's with a red flag (loneliness Often) and High Risk: follow-ups for Victor. */
async function marysRedFlag(): Promise<Listed> {
  for (const f of (await as('admin')('GET', `/api/followups/member/${people.mary.id}`)).body
    .followups as Listed[])
    await as('admin')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'resolved', version: f.version, outcome: 'Cleared for the test' },
    });
  await newScreenerRoundOf(as, people.mary.id, {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 3,
    local_community_belonging: 0,
    lack_companionship: 2,
  });
  const mine = (await as('volunteer')('GET', '/api/followups')).body.followups as Listed[];
  const red = mine.find((f) => f.finding.key === 'red:often_count' && f.status !== 'resolved');
  expect(red).toBeDefined();
  return red!;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('the escalation job', () => {
  it('moves an overdue follow-up on (time from the clock the test sets), records it, and e-mails a link only', async () => {
    const f = await marysRedFlag();
    expect(Date.parse(f.dueAt) - Date.parse(f.createdAt)).toBe(2 * DAY);
    const tried = await as('volunteer')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'couldNotReach', version: f.version, nextTryOn: '2030-01-01' },
    });
    expect(tried.status).toBe(200);
    const opened = Date.parse(f.createdAt);

    // A day later it is not due yet: nothing moves.
    const early = await escalate({ scheduledAt: new Date(opened + DAY).toISOString() });
    expect(early.escalated).not.toContain(f._id);

    // Two days pass on the test clock (and an hour): it is overdue and moves on (the API's own clock is
    // real time, so what the lists show is the escalation, not `overdue`).
    const outboxBefore = (await readOutbox()).length;
    const late = await escalate({ scheduledAt: new Date(opened + 2 * DAY + 3_600_000).toISOString() });
    expect(late.escalated).toContain(f._id);
    const read = await as('admin')('GET', `/api/followups/${f._id}`);
    const followup = read.body.followup;
    expect(followup.escalatedAt).toEqual(expect.any(String));
    expect(followup.status).toBe('couldNotReach');
    expect(followup.history.map((h: { action: string }) => h.action)).toEqual([
      'opened',
      'couldNotReach',
      'escalated',
    ]);
    // Mary has no Coordinator of her own: it goes to her facility's Coordinators, Cora among them.
    expect(
      followup.assignee.type === 'facilityCoordinators' || followup.assignee.role === 'Coordinator',
    ).toBe(true);
    const cora = (await as('coordinator')('GET', '/api/followups')).body.followups as Listed[];
    expect(cora.find((x) => x._id === f._id)).toMatchObject({ escalatedAt: expect.any(String) });

    // The e-mail: a link to the follow-up, no finding, no member name.
    const mails = (await readOutbox()).slice(outboxBefore);
    const mail = mails.find((m) => m.text.includes(f._id));
    expect(mail).toBeDefined();
    expect(mail!.text).not.toContain(f.finding.text);
    expect(mail!.text).not.toContain('Mary');
    expect(mail!.subject).not.toContain('Mary');

    // Run again at the same time: nothing moves twice.
    const again = await escalate({ scheduledAt: new Date(opened + 2 * DAY + 7_200_000).toISOString() });
    expect(again.escalated).not.toContain(f._id);

    // Cora resolves it; later runs leave it alone.
    const current = (await as('coordinator')('GET', `/api/followups/${f._id}`)).body.followup;
    const resolved = await as('coordinator')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'resolved', version: current.version, outcome: 'Reached her daughter; visit booked' },
    });
    expect(resolved.status).toBe(200);
    const after = await escalate({ scheduledAt: new Date(opened + 30 * DAY).toISOString() });
    expect(after.escalated).not.toContain(f._id);
  });

  it('escalates by each follow-up’s own due date: one due later than the clock stays where it is', async () => {
    const f = await marysRedFlag();
    const mine = (await as('volunteer')('GET', '/api/followups')).body.followups as Listed[];
    const notDue = mine.filter((x) => Date.parse(x.dueAt) > Date.parse(f.createdAt) + 3 * DAY);
    const run = await escalate({ scheduledAt: new Date(Date.parse(f.createdAt) + 3 * DAY).toISOString() });
    for (const x of notDue) expect(run.escalated).not.toContain(x._id);
    expect(run.escalated).toContain(f._id);
  });
});
