import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../../platform/data/audit-repository';
import {
  documentClient,
  putItem,
  queryNewest,
  queryPages,
  recordOf,
  tableName,
} from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { changeCounters } from '../counters';
import { counterChangeItems, followupCounterKeys, followupItem, followupKeys, indexItem } from './items';
import type { ReportPayload } from '@circles/shared/reports/report';
import { FOLLOWUP_SEVERITIES, type FollowupSeverity } from '@circles/shared/schemas/followup';
import type { TransactItem } from '../../platform/data/client';
import { cancelledItem } from '../../modules/data/module-templates-repository';
import { staleVersion } from '../../platform/data/versioned';
import {
  followupNotFound,
  type FollowupRecord,
  type FollowupsRepository,
  type OpenFindings,
} from '../records';

/** Most follow-ups one list answers. */
const LIST_LIMIT = 500;

const fromItem = (i: Record<string, unknown>) => {
  const { gsi3pk: _a, gsi3sk: _b, ...rest } = i;
  return recordOf<FollowupRecord>(rest);
};

async function queryAll(
  index: 'gsi1',
  partition: string,
  prefix: string,
): Promise<Record<string, unknown>[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :p AND begins_with(${index}sk, :s)`,
      ExpressionAttributeValues: { ':p': partition, ':s': prefix },
      Limit: LIST_LIMIT,
    }),
  );
  return out.Items ?? [];
}

/** A member's open findings (consistent read; version 0 when the member has none yet). */
export async function readOpenFindings(memberId: string): Promise<OpenFindings> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: followupKeys.openFindings(memberId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return { memberId, open: {}, version: 0 };
  return {
    memberId,
    open: (out.Item.open as Record<string, string> | undefined) ?? {},
    version: out.Item.version as number,
  };
}

/** One follow-up (consistent read). */
export async function getFollowup(id: string): Promise<FollowupRecord | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: followupKeys.followup(id), ConsistentRead: true }),
  );
  return out.Item ? fromItem(out.Item) : undefined;
}

/** Follow-ups assigned to a user or to a facility's Coordinators: the open ones, and the closed ones for `all`. */
export async function listFollowupsByAssignee(
  assignee: { userId: string } | { pool: string },
  state: 'open' | 'all',
): Promise<FollowupRecord[]> {
  const partition =
    'userId' in assignee ? followupKeys.ofAssignee(assignee.userId) : followupKeys.ofPool(assignee.pool);
  const open = await queryAll('gsi1', partition, 'OPEN#');
  const closed = state === 'all' ? await queryAll('gsi1', partition, 'CLOSED#') : [];
  return [...open, ...closed].map(fromItem);
}

/** A member's follow-ups, newest first. */
export async function listFollowupsByMember(memberId: string): Promise<FollowupRecord[]> {
  return (await queryNewest('gsi2', followupKeys.ofMember(memberId), LIST_LIMIT)).map(fromItem);
}

/** The follow-up reads of the routes that change nothing. */
export const followupReads = {
  get: getFollowup,
  listByAssignee: listFollowupsByAssignee,
  listByMember: listFollowupsByMember,
  openFindings: readOpenFindings,
};

/** Follow-ups over DynamoDB. */
export const dynamoFollowupsRepository: FollowupsRepository = {
  ...followupReads,
  async listOpenOfFacility(facilityId, dueBefore) {
    // Whole pages until LIST_LIMIT are in hand (the last page is kept whole, as read).
    const items: Record<string, unknown>[] = [];
    for await (const page of queryPages({
      IndexName: 'gsi3',
      KeyConditionExpression: dueBefore ? 'gsi3pk = :p AND gsi3sk < :d' : 'gsi3pk = :p',
      ExpressionAttributeValues: {
        ':p': followupKeys.openOfFacility(facilityId),
        ...(dueBefore ? { ':d': dueBefore } : {}),
      },
    })) {
      items.push(...page.items);
      if (items.length >= LIST_LIMIT) break;
    }
    return items.map(fromItem);
  },

  async change({ before, after, closes, audit }) {
    for (let attempt = 0; ; attempt += 1) {
      // Closing drops the finding from the member's index, read now and written conditioned on its version.
      const index = closes ? await readOpenFindings(before.memberId) : undefined;
      const remaining = index
        ? Object.fromEntries(Object.entries(index.open).filter(([, id]) => id !== before.id))
        : undefined;
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName(),
            Item: followupItem(after),
            ConditionExpression: 'attribute_exists(pk) AND #v = :v',
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': before.version },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        putItem(auditItem(audit)),
        ...(index && remaining ? [indexItem({ ...index, open: remaining }, index.version + 1)] : []),
        // After the index (its position is read below): the figures of issue 24 §4.
        ...counterChangeItems(changeCounters(before, after)),
      ];
      try {
        await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
        return;
      } catch (err) {
        const cancelled = cancelledItem(err);
        if (cancelled?.failed[0]) throw cancelled.item ? staleVersion(err) : followupNotFound();
        // The member's index moved (a save opened another follow-up meanwhile): read it again.
        if (!cancelled?.failed[2] || attempt >= 4) throw err;
      }
    }
  },
};

/** The payload of a round as stored (before a save replaces it). */
export async function storedRoundPayload(
  memberId: string,
  kind: string,
  instanceId: string,
): Promise<ReportPayload | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.reportRound(memberId, kind, instanceId),
      ConsistentRead: true,
      ProjectionExpression: 'payload',
    }),
  );
  return out.Item?.payload as ReportPayload | undefined;
}

/**
 * A facility's due days by severity where it overrides the defaults: the facility item's
 * `followupDueDays` (set by an Admin in the table; no screen edits it yet).
 */
export async function facilityDueDays(
  facilityId: string | undefined,
): Promise<Partial<Record<FollowupSeverity, number>>> {
  if (!facilityId) return {};
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.facility(facilityId),
      ProjectionExpression: 'followupDueDays',
    }),
  );
  const days = out.Item?.followupDueDays as Record<string, unknown> | undefined;
  if (!days) return {};
  return Object.fromEntries(
    FOLLOWUP_SEVERITIES.flatMap((s) => {
      const d = days[s];
      return typeof d === 'number' && Number.isInteger(d) && d > 0 && d <= 365 ? [[s, d]] : [];
    }),
  );
}

/** The counter items of a scope (undefined: the programme): its totals and the named months. */
export async function readFollowupCounters(
  facilityId: string | undefined,
  months: readonly string[],
): Promise<{ totals: Record<string, unknown>; months: Record<string, Record<string, unknown>> }> {
  const scope = followupCounterKeys.scope(facilityId);
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': scope },
      ConsistentRead: true,
      ScanIndexForward: false,
      Limit: 40,
    }),
  );
  const items = out.Items ?? [];
  const bySk = new Map(items.map((i) => [i.sk as string, i]));
  return {
    totals: bySk.get('TOTALS') ?? {},
    months: Object.fromEntries(months.map((m) => [m, bySk.get(`MONTH#${m}`) ?? {}])),
  };
}
