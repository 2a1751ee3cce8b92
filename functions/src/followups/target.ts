import type { FollowupTarget } from '@circles/shared/access/types';
import type { FollowupRecord } from './records';

// Apart from records.ts (findings, texts, catalogues): every area's scope loader reads this, and only this.
/**
 * The policy's view of a follow-up (`followup.work`, shared/src/access/policy.ts): its member, the
 * member's facility and, while a user holds it, its assignee.
 */
export function followupTargetOf(
  f: Pick<FollowupRecord, 'memberId' | 'facilityId' | 'assignee'>,
): FollowupTarget {
  return {
    memberId: f.memberId,
    facilityId: f.facilityId,
    ...(f.assignee.type === 'user' ? { assigneeId: f.assignee.id } : {}),
  };
}
