import { auditItem } from '../../platform/data/audit-repository';
import { putItem, putNew, tableName } from '../../platform/data/client';
import { NO_FACILITY, type TableKey } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/client';
import { openedCounters, type CounterChange } from '../counters';
import type { FollowupOpening, FollowupRecord, OpenFindings } from '../records';
import { storedType } from '../../platform/data/stored-types';

/**
 * Keys of the follow-up items (issue 24), kept with their area (functions/src/platform/data/keys.ts lists them):
 * | item | pk | sk | gsi1 | gsi2 | gsi3 (while open) |
 * |---|---|---|---|---|---|
 * | follow-up | FOLLOWUP#id | META | FOLLOWUPS#ASSIGNEE#userId or FOLLOWUPS#POOL#facilityId / OPEN or CLOSED#dueAt#id | FOLLOWUPS#MEMBER#memberId / createdAt#id | FOLLOWUPS#OPEN#FACILITY#fid / dueAt#id |
 * | a member's open findings | FOLLOWUPINDEX#memberId | OPEN | | | |
 * | a facility's services ('Referred to …') | FOLLOWUPSERVICES#facilityId | LIST | | | |
 */
export const followupKeys = {
  followup: (id: string): TableKey => ({ pk: `FOLLOWUP#${id}`, sk: 'META' }),
  openFindings: (memberId: string): TableKey => ({ pk: `FOLLOWUPINDEX#${memberId}`, sk: 'OPEN' }),
  serviceList: (facilityId: string): TableKey => ({ pk: `FOLLOWUPSERVICES#${facilityId}`, sk: 'LIST' }),
  ofAssignee: (userId: string) => `FOLLOWUPS#ASSIGNEE#${userId}`,
  ofPool: (facilityId: string) => `FOLLOWUPS#POOL#${facilityId}`,
  ofMember: (memberId: string) => `FOLLOWUPS#MEMBER#${memberId}`,
  openOfFacility: (facilityId: string | undefined) => `FOLLOWUPS#OPEN#FACILITY#${facilityId ?? NO_FACILITY}`,
};

/** The item of a follow-up: its indexes follow its assignee and state. */
export function followupItem(f: FollowupRecord): Record<string, unknown> {
  const open = f.status !== 'resolved';
  return {
    ...followupKeys.followup(f.id),
    gsi1pk:
      f.assignee.type === 'user'
        ? followupKeys.ofAssignee(f.assignee.id)
        : followupKeys.ofPool(f.assignee.facilityId),
    gsi1sk: `${open ? 'OPEN' : 'CLOSED'}#${f.dueAt}#${f.id}`,
    gsi2pk: followupKeys.ofMember(f.memberId),
    gsi2sk: `${f.createdAt}#${f.id}`,
    ...(open ? { gsi3pk: followupKeys.openOfFacility(f.facilityId), gsi3sk: `${f.dueAt}#${f.id}` } : {}),
    type: storedType.followup,
    ...f,
  };
}

/** The Put of a member's open-findings index, conditioned on the version read (0: not there yet). */
export function indexItem(index: OpenFindings, nextVersion: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...followupKeys.openFindings(index.memberId),
        type: storedType.followupIndex,
        ...index,
        version: nextVersion,
      },
      ConditionExpression: index.version === 0 ? 'attribute_not_exists(pk)' : '#v = :v',
      ...(index.version === 0
        ? {}
        : {
            ExpressionAttributeNames: { '#v': 'version' },
            ExpressionAttributeValues: { ':v': index.version },
          }),
    },
  };
}

/**
 * The items a save adds to its TransactWrite to open follow-ups: the member's index (versioned: a
 * concurrent opening cancels the whole save, which then reads again), one Put per follow-up (new ids)
 * and one audit event naming them. The index comes first: the module repository tells its failure apart.
 */
export function followupOpeningItems(opening: FollowupOpening): TransactItem[] {
  return [
    indexItem({ ...opening.index, version: opening.index.version }, opening.index.version + 1),
    ...opening.followups.map((f) => putNew(followupItem(f))),
    putItem(auditItem(opening.audit)),
    // Issue 24 §4: the programme's figures move in the same transaction.
    ...openedCounters(opening.followups).flatMap(counterChangeItems),
  ];
}

/** Keys of the follow-up counters (./counters.ts), per scope: the programme (`undefined`) or a facility. */
export const followupCounterKeys = {
  scope: (facilityId: string | null | undefined) =>
    facilityId === undefined
      ? 'FOLLOWUPCOUNTERS#ALL'
      : `FOLLOWUPCOUNTERS#FACILITY#${facilityId ?? NO_FACILITY}`,
  totals: (facilityId: string | null | undefined): TableKey => ({
    pk: followupCounterKeys.scope(facilityId),
    sk: 'TOTALS',
  }),
  month: (facilityId: string | null | undefined, month: string): TableKey => ({
    pk: followupCounterKeys.scope(facilityId),
    sk: `MONTH#${month}`,
  }),
};

function addUpdate(key: TableKey, type: string, deltas: Record<string, number>): TransactItem[] {
  const entries = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (entries.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET #type = :type ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#type': 'type',
          ...Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':type': type,
          ...Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])),
        },
      },
    },
  ];
}

/** The ADD updates of a counter change, for the programme and for the follow-up's facility. */
export function counterChangeItems(change: CounterChange | undefined): TransactItem[] {
  if (!change) return [];
  return [undefined, change.facilityId ?? null].flatMap((scope) => [
    ...addUpdate(
      followupCounterKeys.totals(scope),
      storedType.followupTotals,
      change.totals as Record<string, number>,
    ),
    ...Object.entries(change.months).flatMap(([month, deltas]) =>
      addUpdate(followupCounterKeys.month(scope, month), storedType.followupMonth, deltas),
    ),
  ]);
}
