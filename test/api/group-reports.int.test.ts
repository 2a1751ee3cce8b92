import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

interface Listed {
  _id: string;
  member: string;
  memberName: string;
  collectionName: string;
  completedAt: string;
}

/** The audit events stored on one member's record, read consistently. */
async function auditOf(memberId: string) {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `AUDIT#MEMBER#${memberId}` },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

const eventsBy = async (memberId: string, actorId: string, action: string, outcome: string) =>
  (await auditOf(memberId)).filter(
    (e) => e.actorId === actorId && e.action === action && e.outcome === outcome,
  );

/** Starts and completes a Social Health Screener for `member` (by the Admin): a fresh completed report. */
async function completeScreener(member: DemoWho): Promise<string> {
  const started = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people[member].id },
  });
  expect(started.status).toBe(201);
  const instance = started.body.memberCollection as { _id: string; memberChapters: { _id: string }[] };
  const chapters = seriesByName('Social Health Screener - NEW')!.chapters;
  for (const [i, { _id }] of instance.memberChapters.entries()) {
    const got = await as('admin')('GET', `/api/membersurveys/${_id}`);
    const res = await as('admin')('PATCH', `/api/membersurveys/${_id}`, {
      body: {
        action: 'complete',
        responseJSON: sampleAnswers(chapters[i]!, 1),
        version: got.body.memberSurvey.version,
      },
    });
    expect(res.status).toBe(200);
  }
  return instance._id;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

/*
 * GET /api/reports/completed/group (/GroupReports, and the Volunteer's /MainReports). The code
 * (listCompletedGroup and the route's JSDoc) scopes a Coordinator and a Volunteer to their ASSIGNED
 * members (the demo Coordinator has Paul, the Volunteer Mary), the per-member report rule of ACCESS.md
 * ('read a member's reports: assigned'), while its row 'admin dashboard counts, group reports' says
 * 'facility': these tests pin what the code does.
 */
describe('completed reports of the group', () => {
  it("a Coordinator sees only their assigned members' completed reports, each listed member audited", async () => {
    const fresh = await completeScreener('paul');
    const res = await as('coordinator')('GET', '/api/reports/completed/group');
    expect(res.status).toBe(200);
    const reports = res.body.reports as Listed[];
    expect(reports.map((r) => r._id)).toContain(fresh);
    // Only Paul (assigned); not Mary, who is of the Coordinator's facility but not assigned to them.
    expect(new Set(reports.map((r) => r.member))).toEqual(new Set([people.paul.id]));
    expect(reports.find((r) => r._id === fresh)).toMatchObject({
      collectionName: 'Social Health Screener - NEW',
      memberName: expect.any(String),
    });
    // Newest completion first.
    const times = reports.map((r) => Date.parse(r.completedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const listed = await eventsBy(people.paul.id, people.coordinator.id, 'report.completed.group', 'allowed');
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed[0]).toMatchObject({ type: 'AuditEvent', gsi1pk: `AUDIT#ACTOR#${people.coordinator.id}` });
    // Mary was not listed, so no group read of hers is recorded for the Coordinator.
    expect(
      await eventsBy(people.mary.id, people.coordinator.id, 'report.completed.group', 'allowed'),
    ).toEqual([]);
  });

  it("the Admin sees Mary's and Paul's completed reports, each listed member audited", async () => {
    const res = await as('admin')('GET', '/api/reports/completed/group');
    expect(res.status).toBe(200);
    const reports = res.body.reports as Listed[];
    const members = new Set(reports.map((r) => r.member));
    expect(members.has(people.mary.id)).toBe(true);
    expect(members.has(people.paul.id)).toBe(true);
    // The Admin's group list is the programme-wide list (listCompletedAll): audited as 'report.completed.all'.
    for (const member of members) {
      const listed = await eventsBy(member, people.admin.id, 'report.completed.all', 'allowed');
      expect(listed.length, member).toBeGreaterThanOrEqual(1);
    }
  });

  it("a Volunteer sees only their assigned members' completed reports (their Reports menu entry), each audited", async () => {
    const fresh = await completeScreener('mary');
    await completeScreener('paul');
    const res = await as('volunteer')('GET', '/api/reports/completed/group');
    expect(res.status).toBe(200);
    const reports = res.body.reports as Listed[];
    expect(reports.map((r) => r._id)).toContain(fresh);
    // Only Mary (assigned to the Volunteer); not Paul, of the same facility.
    expect(new Set(reports.map((r) => r.member))).toEqual(new Set([people.mary.id]));
    const listed = await eventsBy(people.mary.id, people.volunteer.id, 'report.completed.group', 'allowed');
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(await eventsBy(people.paul.id, people.volunteer.id, 'report.completed.group', 'allowed')).toEqual(
      [],
    );
  });

  it('refuses a member (403), audited as denied', async () => {
    const res = await as('mary')('GET', '/api/reports/completed/group');
    expect(res.status).toBe(403);
    expect(res.body).not.toHaveProperty('reports');
    const denied = await eventsBy(people.mary.id, people.mary.id, 'report.completed.group', 'denied');
    expect(denied.length).toBeGreaterThanOrEqual(1);
  });
});
