import { auditItem } from '../data/audit-repository';
import { tableName } from '../data/client';
import { NO_FACILITY, type TableKey } from '../data/keys';
import type { TransactItem } from '../data/member-modules-repository';
import type { FollowupOpening, FollowupRecord, OpenFindings } from './records';

/**
 * Keys of the follow-up items (issue 24), kept with their area (functions/src/data/keys.ts lists them):
 * | item | pk | sk | gsi1 | gsi2 | gsi3 (while open) |
 * |---|---|---|---|---|---|
 * | follow-up | FOLLOWUP#id | META | FOLLOWUPS#ASSIGNEE#userId or FOLLOWUPS#POOL#facilityId / OPEN or CLOSED#dueAt#id | FOLLOWUPS#MEMBER#memberId / createdAt#id | FOLLOWUPS#OPEN#FACILITY#fid / dueAt#id |
 * | a member's open findings | FOLLOWUPINDEX#memberId | OPEN | | | |
 */
export const followupKeys = {
  followup: (id: string): TableKey => ({ pk: `FOLLOWUP#${id}`, sk: 'META' }),
  openFindings: (memberId: string): TableKey => ({ pk: `FOLLOWUPINDEX#${memberId}`, sk: 'OPEN' }),
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
    type: 'Followup',
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
        type: 'FollowupIndex',
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
    ...opening.followups.map((f): TransactItem => ({
      Put: { TableName: tableName(), Item: followupItem(f), ConditionExpression: 'attribute_not_exists(pk)' },
    })),
    { Put: { TableName: tableName(), Item: auditItem(opening.audit) } },
  ];
}
