import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportKind } from '@circles/shared/schemas/reports';
import type { ReportRoundRecord, ReportsRepository } from '../domain/reports';
import type { CountersRepository, CounterTotals } from '../domain/dashboards';
import { documentClient, tableName } from './client';
import { keys } from './keys';
import type { TransactItem } from './member-modules-repository';

type Item = Record<string, unknown>;

function strip(i: Item): ReportRoundRecord {
  const { pk: _p, sk: _s, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, type: _t, ...rest } = i;
  return rest as unknown as ReportRoundRecord;
}

/** The Put of a stored round (its completed-report index entries only while complete). */
export function reportRoundItem(r: ReportRoundRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.reportRound(r.member, r.kind, r.instanceId),
        ...(r.complete && r.completedAt
          ? keys.completedReportIndexes(r.facilityId, r.completedAt, r.instanceId)
          : {}),
        type: 'ReportRound',
        ...r,
      },
    },
  };
}

/** The Delete of an instance's round (with the instance). */
export function reportRoundDelete(memberId: string, kind: ReportKind, instanceId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.reportRound(memberId, kind, instanceId) } };
}

/** A change of the dashboard counters, applied to the total and to the member's facility. */
export interface CounterDelta {
  facilityId: string | null | undefined;
  activeUsers?: number;
  completed?: number;
  inProgress?: number;
  /** Series instances of one template (name kept for the bar chart). */
  byType?: { templateId: string; name: string; delta: number };
}

/** ADD updates for `delta` on both scopes (total and facility): at most 4 transaction items. */
export function counterItems(delta: CounterDelta): TransactItem[] {
  const items: TransactItem[] = [];
  const totals: [string, number][] = (
    [
      ['activeUsers', delta.activeUsers ?? 0],
      ['completed', delta.completed ?? 0],
      ['inProgress', delta.inProgress ?? 0],
    ] as [string, number][]
  ).filter(([, n]) => n !== 0);
  for (const scope of [undefined, delta.facilityId ?? null]) {
    if (totals.length > 0)
      items.push({
        Update: {
          TableName: tableName(),
          Key: keys.counterTotals(scope),
          UpdateExpression: `SET #type = :type ADD ${totals.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
          ExpressionAttributeNames: {
            '#type': 'type',
            ...Object.fromEntries(totals.map(([name], i) => [`#c${i}`, name])),
          },
          ExpressionAttributeValues: {
            ':type': 'CounterTotals',
            ...Object.fromEntries(totals.map(([, n], i) => [`:c${i}`, n])),
          },
        },
      });
    if (delta.byType && delta.byType.delta !== 0)
      items.push({
        Update: {
          TableName: tableName(),
          Key: keys.counterByType(scope, delta.byType.templateId),
          UpdateExpression: 'SET #type = :type, #name = :name, #tid = :tid ADD #n :n',
          ExpressionAttributeNames: {
            '#type': 'type',
            '#name': 'collectionTemplateName',
            '#tid': 'collectionTemplate',
            '#n': 'totalMemberCollections',
          },
          ExpressionAttributeValues: {
            ':type': 'CounterByType',
            ':name': delta.byType.name,
            ':tid': delta.byType.templateId,
            ':n': delta.byType.delta,
          },
        },
      });
  }
  return items;
}

async function queryAll(input: {
  index?: 'gsi1' | 'gsi2';
  partition: string;
  prefix?: string;
  limit: number;
  newestFirst?: boolean;
  filterComplete?: boolean;
}): Promise<Item[]> {
  const pk = input.index ? `${input.index}pk` : 'pk';
  const sk = input.index ? `${input.index}sk` : 'sk';
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...(input.index ? { IndexName: input.index } : {}),
        KeyConditionExpression: input.prefix ? `#pk = :p AND begins_with(#sk, :s)` : '#pk = :p',
        ...(input.filterComplete ? { FilterExpression: '#complete = :yes' } : {}),
        ExpressionAttributeNames: {
          '#pk': pk,
          ...(input.prefix ? { '#sk': sk } : {}),
          ...(input.filterComplete ? { '#complete': 'complete' } : {}),
        },
        ExpressionAttributeValues: {
          ':p': input.partition,
          ...(input.prefix ? { ':s': input.prefix } : {}),
          ...(input.filterComplete ? { ':yes': true } : {}),
        },
        ScanIndexForward: !input.newestFirst,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < input.limit);
  return items.slice(0, input.limit);
}

export const dynamoReportsRepository: ReportsRepository = {
  async roundsOf(memberId, kinds) {
    // One Query: every round of the member (a handful per kind), narrowed to the kinds asked for.
    const prefix = kinds.length === 1 ? `ROUND#${kinds[0]}#` : 'ROUND#';
    const items = await queryAll({ partition: keys.reportRoundsOf(memberId), prefix, limit: 10_000 });
    return items.map(strip).filter((r) => kinds.includes(r.kind));
  },
  async completedOf(memberId) {
    const items = await queryAll({
      partition: keys.reportRoundsOf(memberId),
      prefix: 'ROUND#',
      limit: 10_000,
      filterComplete: true,
    });
    return items.map(strip).sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  },
  async completedAll(facilityId, limit) {
    const items = await queryAll({
      index: facilityId === undefined ? 'gsi1' : 'gsi2',
      partition: keys.completedReports(facilityId),
      limit,
      newestFirst: true,
    });
    return items.map(strip);
  },
};

export const dynamoCountersRepository: CountersRepository = {
  async totals(facilityId) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.counterTotals(facilityId) }),
    );
    const i = out.Item ?? {};
    const n = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
    return {
      activeUsers: n(i.activeUsers),
      completed: n(i.completed),
      inProgress: n(i.inProgress),
    } satisfies CounterTotals;
  },
  async byType(facilityId) {
    const items = await queryAll({ partition: keys.countersOf(facilityId), prefix: 'TYPE#', limit: 10_000 });
    return items.map((i) => ({
      collectionTemplate: String(i.collectionTemplate),
      collectionTemplateName: String(i.collectionTemplateName),
      totalMemberCollections:
        typeof i.totalMemberCollections === 'number' ? Math.max(0, i.totalMemberCollections) : 0,
    }));
  },
};
