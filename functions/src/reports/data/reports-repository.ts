import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportKind } from '@circles/shared/schemas/reports';
import type { ReportRoundRecord, ReportsRepository } from '../reports';
import type { CounterDelta, CountersRepository, CounterTotals } from '../dashboards';
import { batchGet, documentClient, queryAll, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/client';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

const strip = (i: Item): ReportRoundRecord => recordOf<ReportRoundRecord>(i);

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
        type: storedType.reportRound,
        ...r,
      },
    },
  };
}

/** The Delete of an instance's round (with the instance). */
export function reportRoundDelete(memberId: string, kind: ReportKind, instanceId: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.reportRound(memberId, kind, instanceId) } };
}

type Totals = Partial<Record<'activeUsers' | 'completed' | 'inProgress', number>>;

/** One ADD update of a scope's totals (undefined: the programme; null/id: a facility). */
function totalsUpdate(scope: string | null | undefined, totals: Totals): TransactItem[] {
  const changes = Object.entries(totals).filter(
    (e): e is [string, number] => e[1] !== undefined && e[1] !== 0,
  );
  if (changes.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.counterTotals(scope),
        UpdateExpression: `SET #type = :type ADD ${changes.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#type': 'type',
          ...Object.fromEntries(changes.map(([name], i) => [`#c${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':type': storedType.counterTotals,
          ...Object.fromEntries(changes.map(([, n], i) => [`:c${i}`, n])),
        },
      },
    },
  ];
}

/** ADD updates for `delta` on both scopes (total and facility): at most 4 transaction items. */
export function counterItems(delta: CounterDelta): TransactItem[] {
  const items: TransactItem[] = [];
  const totals: Totals = {
    activeUsers: delta.activeUsers,
    completed: delta.completed,
    inProgress: delta.inProgress,
  };
  for (const scope of [undefined, delta.facilityId ?? null]) {
    items.push(...totalsUpdate(scope, totals));
    if (delta.byType && delta.byType.delta !== 0) {
      const { templateId, name, nameFr, delta: n } = delta.byType;
      // An instance taken off may carry older names than the counter's: a decrement names only a new counter.
      const named = (attr: string, value: string) =>
        n > 0 ? `${attr} = ${value}` : `${attr} = if_not_exists(${attr}, ${value})`;
      const names = [named('#name', ':name'), ...(nameFr ? [named('#nameFr', ':nameFr')] : [])];
      items.push({
        Update: {
          TableName: tableName(),
          Key: keys.counterByType(scope, templateId),
          UpdateExpression: `SET #type = :type, ${names.join(', ')}, #tid = :tid ADD #n :n`,
          ExpressionAttributeNames: {
            '#type': 'type',
            '#name': 'collectionTemplateName',
            '#tid': 'collectionTemplate',
            '#n': 'totalMemberCollections',
            ...(nameFr ? { '#nameFr': 'collectionTemplateNameFr' } : {}),
          },
          ExpressionAttributeValues: {
            ':type': storedType.counterByType,
            ':name': name,
            ':tid': templateId,
            ':n': n,
            ...(nameFr ? { ':nameFr': nameFr } : {}),
          },
        },
      });
    }
  }
  return items;
}

/** The user fields the active-users count depends on. */
interface CountedUser {
  status: string;
  enabled: boolean;
  facilityId?: string | null;
}

/** Active users: status active and not disabled (the Admin dashboard's Total Active Users). */
const isActive = (u: CountedUser | undefined): u is CountedUser =>
  u !== undefined && u.status === 'active' && u.enabled;

/**
 * The counter updates of a user going from `before` to `after` (undefined: not existing): the total
 * when the user becomes or stops being active, and each facility's when it changes too (a move between
 * facilities moves the count). Added to the user's own write transaction.
 */
export function activeUserItems(
  before: CountedUser | undefined,
  after: CountedUser | undefined,
): TransactItem[] {
  const was = isActive(before);
  const is = isActive(after);
  const from = was ? (before.facilityId ?? null) : undefined;
  const to = is ? (after.facilityId ?? null) : undefined;
  const items: TransactItem[] = [];
  if (was !== is) items.push(...totalsUpdate(undefined, { activeUsers: is ? 1 : -1 }));
  if (was && is && from === to) return items;
  if (was) items.push(...totalsUpdate(from, { activeUsers: -1 }));
  if (is) items.push(...totalsUpdate(to, { activeUsers: 1 }));
  return items;
}

async function queryPartition(input: {
  index?: 'gsi1' | 'gsi2';
  partition: string;
  prefix?: string;
  limit: number;
  newestFirst?: boolean;
  filterComplete?: boolean;
}): Promise<Item[]> {
  const pk = input.index ? `${input.index}pk` : 'pk';
  const sk = input.index ? `${input.index}sk` : 'sk';
  return queryAll(
    {
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
    },
    input.limit,
  );
}

export const dynamoReportsRepository: ReportsRepository = {
  async roundsOf(memberId, kinds) {
    // One Query: every round of the member (a handful per kind), narrowed to the kinds asked for.
    const prefix = kinds.length === 1 ? `ROUND#${kinds[0]}#` : 'ROUND#';
    const items = await queryPartition({ partition: keys.reportRoundsOf(memberId), prefix, limit: 10_000 });
    return items.map(strip).filter((r) => kinds.includes(r.kind));
  },
  async completedOf(memberId) {
    const items = await queryPartition({
      partition: keys.reportRoundsOf(memberId),
      prefix: 'ROUND#',
      limit: 10_000,
      filterComplete: true,
    });
    return items.map(strip).sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  },
  async completedAll(facilityId, limit) {
    const items = await queryPartition({
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
    const items = await queryPartition({
      partition: keys.countersOf(facilityId),
      prefix: 'TYPE#',
      limit: 10_000,
    });
    return items.map((i) => ({
      collectionTemplate: String(i.collectionTemplate),
      collectionTemplateName: String(i.collectionTemplateName),
      ...(typeof i.collectionTemplateNameFr === 'string'
        ? { collectionTemplateNameFr: i.collectionTemplateNameFr }
        : {}),
      totalMemberCollections:
        typeof i.totalMemberCollections === 'number' ? Math.max(0, i.totalMemberCollections) : 0,
    }));
  },
};

/** The answers of member modules by id (one BatchGet of their ANSWERS items; missing ones left out). */
export async function chapterAnswers(ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  for (const item of await batchGet(ids.map((id) => keys.memberModuleAnswers(id)))) {
    const id = String(item.pk).slice('MEMBERSURVEY#'.length);
    const answers: unknown = item.responseJSON;
    found.set(
      id,
      typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {},
    );
  }
  return found;
}
