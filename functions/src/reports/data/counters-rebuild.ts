import {
  BatchWriteCommand,
  type BatchWriteCommandInput,
  type BatchWriteCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { CounterTotals } from '../dashboards';
import { documentClient, queryAll, tableName } from '../../platform/data/client';
import { keys, NO_FACILITY } from '../../platform/data/keys';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

/** What the counters of one scope hold after a rebuild. */
export interface ScopeCounters extends CounterTotals {
  /** Series instances per series template id, with the template's name. */
  byType: Record<string, { name: string; nameFr?: string; count: number }>;
}

/** The rebuilt counters: the programme's and each facility's (`NONE`: users without a facility). */
export interface RebuiltCounters {
  all: ScopeCounters;
  facilities: Record<string, ScopeCounters>;
  /** Counter items written (totals and per-template items) and stale per-template items deleted. */
  written: number;
  deleted: number;
}

/** Every item of an index partition or a table partition (all pages), only the attributes named. */
async function queryAttributes(input: {
  index?: 'gsi1' | 'gsi2';
  partition: string;
  attributes: readonly string[];
}): Promise<Item[]> {
  const pk = input.index ? `${input.index}pk` : 'pk';
  return queryAll({
    ...(input.index ? { IndexName: input.index } : {}),
    KeyConditionExpression: '#pk = :p',
    ProjectionExpression: input.attributes.map((_, i) => `#a${i}`).join(', '),
    ExpressionAttributeNames: {
      '#pk': pk,
      ...Object.fromEntries(input.attributes.map((a, i) => [`#a${i}`, a])),
    },
    ExpressionAttributeValues: { ':p': input.partition },
  });
}

type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  const table = tableName();
  for (let i = 0; i < requests.length; i += 25) {
    let pending: BatchWriteCommandInput['RequestItems'] = { [table]: requests.slice(i, i + 25) };
    for (let attempt = 0; pending && (pending[table]?.length ?? 0) > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const out: BatchWriteCommandOutput = await documentClient().send(
        new BatchWriteCommand({ RequestItems: pending }),
      );
      pending = out.UnprocessedItems;
    }
  }
}

const emptyScope = (): ScopeCounters => ({ activeUsers: 0, completed: 0, inProgress: 0, byType: {} });

/** The counters' facility of a user: its facility id, or NONE. */
const scopeOf = (facilityId: unknown) =>
  typeof facilityId === 'string' && facilityId !== '' ? facilityId : NO_FACILITY;

/**
 * Recounts the Admin dashboard's counters from the data (issue 11) and stores them, for data written
 * before the counters existed or a counter item lost: active users (status active and enabled) from the
 * all-users index; series instances completed and in progress, and instances per series template, from
 * the all-instances index, each counted in the programme and in its member's facility (the member's
 * current one; a member no longer stored counts under NONE). Each counter item is **set** to its count
 * (not added to), and per-template items of templates no longer counted are deleted, so running it twice
 * gives the same items. Only Queries, never a table scan: two paged ones plus one per counter scope.
 *
 * The recount and the writes are not one transaction: a save landing between them would be lost from
 * the counts. Run it while nothing writes: the local stack runs it in the seed before the API listens;
 * `npm run counters:rebuild` is for a quiet moment (in AWS, a maintenance window).
 */
export async function rebuildCounters(): Promise<RebuiltCounters> {
  const [users, instances, facilityItems] = await Promise.all([
    queryAttributes({
      index: 'gsi2',
      partition: keys.allUsers(),
      attributes: ['id', 'status', 'enabled', 'facilityId'],
    }),
    queryAttributes({
      index: 'gsi2',
      partition: keys.allSeriesInstances(),
      attributes: ['id', 'member', 'complete', 'collectionTemplate', 'collectionName', 'collectionNameFr'],
    }),
    queryAttributes({ index: 'gsi1', partition: keys.facilitiesList(), attributes: ['id'] }),
  ]);
  const all = emptyScope();
  const facilities: Record<string, ScopeCounters> = {};
  const scope = (id: string) => (facilities[id] ??= emptyScope());
  // Every known facility and NONE get a totals item, zero when nothing counts there.
  scope(NO_FACILITY);
  for (const f of facilityItems) if (typeof f.id === 'string') scope(f.id);

  const facilityOfUser = new Map<string, string>();
  for (const u of users) {
    const facility = scopeOf(u.facilityId);
    facilityOfUser.set(String(u.id), facility);
    if (u.status === 'active' && u.enabled === true) {
      all.activeUsers += 1;
      scope(facility).activeUsers += 1;
    }
  }
  for (const s of instances) {
    const facility = facilityOfUser.get(String(s.member)) ?? NO_FACILITY;
    const templateId = String(s.collectionTemplate);
    const name = typeof s.collectionName === 'string' ? s.collectionName : '';
    const nameFr = typeof s.collectionNameFr === 'string' ? s.collectionNameFr : undefined;
    for (const counted of [all, scope(facility)]) {
      if (s.complete === true) counted.completed += 1;
      else counted.inProgress += 1;
      const type = (counted.byType[templateId] ??= { name, count: 0 });
      // The French name of any instance that copied one (instances started before it have none).
      if (nameFr && !type.nameFr) type.nameFr = nameFr;
      type.count += 1;
    }
  }

  const scopes: [string | undefined, ScopeCounters][] = [
    [undefined, all],
    ...Object.entries(facilities).map(([id, c]): [string, ScopeCounters] => [id, c]),
  ];
  // Per-template items stored now, to delete the ones of templates that no longer count.
  const stored = await Promise.all(
    scopes.map(([id]) => queryAttributes({ partition: keys.countersOf(id), attributes: ['pk', 'sk'] })),
  );
  const puts: WriteRequest[] = [];
  const deletes: WriteRequest[] = [];
  scopes.forEach(([id, counted], i) => {
    puts.push({
      PutRequest: {
        Item: {
          ...keys.counterTotals(id),
          type: storedType.counterTotals,
          activeUsers: counted.activeUsers,
          completed: counted.completed,
          inProgress: counted.inProgress,
        },
      },
    });
    for (const [templateId, t] of Object.entries(counted.byType))
      puts.push({
        PutRequest: {
          Item: {
            ...keys.counterByType(id, templateId),
            type: storedType.counterByType,
            collectionTemplate: templateId,
            collectionTemplateName: t.name,
            ...(t.nameFr ? { collectionTemplateNameFr: t.nameFr } : {}),
            totalMemberCollections: t.count,
          },
        },
      });
    const wanted = new Set(Object.keys(counted.byType).map((t) => keys.counterByType(id, t).sk));
    for (const item of stored[i] ?? [])
      if (String(item.sk).startsWith('TYPE#') && !wanted.has(String(item.sk)))
        deletes.push({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } });
  });
  await batchWrite([...puts, ...deletes]);
  return { all, facilities, written: puts.length, deleted: deletes.length };
}
