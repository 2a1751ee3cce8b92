import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/* Spec 002 §7 `GET collections/patient/{id}`: one member's series instances (`collections`), read by
 * the member edit page's Series tab, with the member's read access (ACCESS.md) and every read audited. */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

/** A new one-chapter series template of the Admin's, started for `member`; the instance's id. */
async function startedFor(member: DemoWho): Promise<string> {
  const survey = await as('admin')('POST', '/api/surveys', {
    body: {
      name: 'Chapter',
      surveyJSON: { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q' }] }] },
    },
  });
  const series = await as('admin')('POST', '/api/collections', {
    body: { name: 'Patient round', surveyList: [survey.body.survey._id] },
  });
  const started = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: series.body.collection._id, member: people[member].id },
  });
  expect(started.status).toBe(201);
  return started.body.memberCollection._id;
}

/** The series-list audit events on `member` by `who` with `outcome`. */
async function listEvents(member: DemoWho, who: DemoWho, outcome: 'allowed' | 'denied') {
  const res = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditEvent(people[member].id, '', '').pk },
    }),
  );
  return (res.Items ?? []).filter(
    (e) => e.actorId === people[who].id && e.action === 'seriesInstance.list' && e.outcome === outcome,
  ).length;
}

const read = (who: DemoWho, id: string) => as(who)('GET', `/api/collections/patient/${id}`);

describe('GET /api/collections/patient/{id}', () => {
  it("answers the member's series instances, newest first, and audits each read", async () => {
    const first = await startedFor('mary');
    const second = await startedFor('mary');
    const before = await listEvents('mary', 'volunteer', 'allowed');
    const res = await read('volunteer', people.mary.id);
    expect(res.status).toBe(200);
    const ids = (res.body.collections as { _id: string; member: string }[]).map((c) => c._id);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect((res.body.collections as { member: string }[]).every((c) => c.member === people.mary.id)).toBe(
      true,
    );
    expect(await listEvents('mary', 'volunteer', 'allowed')).toBe(before + 1);
  });

  it('answers the member themself and an Admin', async () => {
    const id = await startedFor('paul');
    for (const who of ['paul', 'admin'] as const) {
      const res = await read(who, people.paul.id);
      expect(res.status).toBe(200);
      expect((res.body.collections as { _id: string }[]).map((c) => c._id)).toContain(id);
    }
  });

  it('answers 404 to anyone else, the denial audited, and to an unknown id', async () => {
    const before = await listEvents('mary', 'coordinator', 'denied');
    expect((await read('coordinator', people.mary.id)).status).toBe(404);
    expect(await listEvents('mary', 'coordinator', 'denied')).toBe(before + 1);
    expect((await read('paul', people.mary.id)).status).toBe(404);
    expect((await read('admin', 'no-such-member')).status).toBe(404);
  });
});
