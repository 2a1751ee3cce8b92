import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { rebuildCounters } from '@circles/functions/reports/data/counters-rebuild';
import { keys, NO_FACILITY } from '@circles/functions/platform/data/keys';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

/** The Admin dashboard's figures as `who` reads them from the API (Admin: programme; Coordinator: facility). */
async function figures(who: 'admin' | 'coordinator') {
  const count = async (path: string) => {
    const res = await as(who)('GET', path);
    expect(res.status).toBe(200);
    return res.body.count as number;
  };
  const byType = await as(who)('GET', '/api/membercollections/memberSurveybyType');
  expect(byType.status).toBe(200);
  return {
    activeUsers: await count('/api/users/count'),
    completed: await count('/api/memberCollections/completed/count'),
    inProgress: await count('/api/memberCollections/inprogress/count'),
    byType: byType.body.data as unknown[],
  };
}

/** Every counter partition of the table: the programme's, each facility's and NONE's. */
async function counterPartitions(): Promise<string[]> {
  const facilities = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.facilitiesList() },
    }),
  );
  const ids = (facilities.Items ?? []).map((f) => String(f.id));
  return [keys.countersOf(undefined), keys.countersOf(NO_FACILITY), ...ids.map((id) => keys.countersOf(id))];
}

/** The stored counter items, without zero per-template items (the reads leave those out too). */
async function storedCounters(): Promise<Record<string, unknown>[]> {
  const all: Record<string, unknown>[] = [];
  for (const pk of await counterPartitions()) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        ConsistentRead: true,
      }),
    );
    all.push(...(out.Items ?? []));
  }
  const totals = (i: Record<string, unknown>) => ({
    pk: i.pk,
    sk: i.sk,
    activeUsers: Number(i.activeUsers ?? 0),
    completed: Number(i.completed ?? 0),
    inProgress: Number(i.inProgress ?? 0),
  });
  return all
    .filter((i) => i.sk === 'TOTALS' || Number(i.totalMemberCollections) > 0)
    .map((i) => (i.sk === 'TOTALS' ? totals(i) : i))
    .sort((a, b) => `${String(a.pk)}${String(a.sk)}`.localeCompare(`${String(b.pk)}${String(b.sk)}`));
}

async function deleteAllCounters(): Promise<number> {
  let deleted = 0;
  for (const pk of await counterPartitions()) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        ProjectionExpression: 'pk, sk',
      }),
    );
    const items = out.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      await documentClient().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
          },
        }),
      );
    }
    deleted += items.length;
  }
  return deleted;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('dashboard counters rebuild (issue 11)', () => {
  it('recounts the counters kept on save: deleted counters come back with the same figures, twice alike', async () => {
    // A live write first, so the counters hold figures kept on save, not only the seed's rebuild.
    const started = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people.paul.id },
    });
    expect(started.status).toBe(201);
    const admin = await figures('admin');
    const coordinator = await figures('coordinator');
    const stored = await storedCounters();
    expect(admin.activeUsers).toBeGreaterThan(0);
    expect(admin.completed).toBeGreaterThan(0);
    expect(admin.inProgress).toBeGreaterThan(0);
    expect(admin.byType.length).toBeGreaterThan(1);
    expect(coordinator.activeUsers).toBeGreaterThan(0);
    expect(coordinator.activeUsers).toBeLessThan(admin.activeUsers); // another facility's users exist

    // Counters lost: every dashboard figure reads 0.
    expect(await deleteAllCounters()).toBeGreaterThan(0);
    expect(await figures('admin')).toEqual({ activeUsers: 0, completed: 0, inProgress: 0, byType: [] });

    const rebuilt = await rebuildCounters();
    expect(rebuilt.all).toMatchObject({
      activeUsers: admin.activeUsers,
      completed: admin.completed,
      inProgress: admin.inProgress,
    });
    expect(await figures('admin')).toEqual(admin);
    expect(await figures('coordinator')).toEqual(coordinator);
    expect(await storedCounters()).toEqual(stored);

    // Idempotent: a second run writes the same items and leaves the figures as they are.
    await rebuildCounters();
    expect(await storedCounters()).toEqual(stored);
    expect(await figures('admin')).toEqual(admin);
  });

  it('sets a counter item that drifted back to the count, and drops a per-template item of no instance', async () => {
    const admin = await figures('admin');
    await documentClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: [
            {
              PutRequest: {
                Item: {
                  ...keys.counterTotals(undefined),
                  type: 'CounterTotals',
                  activeUsers: 999,
                  completed: 7,
                },
              },
            },
            {
              PutRequest: {
                Item: {
                  ...keys.counterByType(undefined, 'no-such-series'),
                  type: 'CounterByType',
                  collectionTemplate: 'no-such-series',
                  collectionTemplateName: 'Gone',
                  totalMemberCollections: 3,
                },
              },
            },
          ],
        },
      }),
    );
    expect((await figures('admin')).activeUsers).toBe(999);
    const rebuilt = await rebuildCounters();
    expect(rebuilt.deleted).toBeGreaterThanOrEqual(1);
    expect(await figures('admin')).toEqual(admin);
  });
});
