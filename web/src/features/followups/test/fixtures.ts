import type { Followup, FollowupDetail } from '@circles/shared/schemas/followup';

/** A follow-up as the lists answer it: Mary's red flag, due on 24 November, overdue, open. */
export function followupOf(overrides: Partial<Followup> = {}): Followup {
  return {
    _id: 'fu-1',
    memberId: 'mary',
    memberName: 'Mary Member',
    facilityId: 'fac-1',
    severity: 'red',
    status: 'open',
    finding: {
      key: 'red:loneliness',
      metric: 'loneliness',
      text: 'Often feels lonely',
      answer: 'Often',
      reportKind: 'cc',
      instanceId: 'round-1',
      collectionName: 'Community Connections',
    },
    assignee: { type: 'user', id: 'val', name: 'Val Volunteer', role: 'Volunteer' },
    dueAt: '2026-11-24T09:00:00.000Z',
    overdue: true,
    attempts: 0,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** The same follow-up as its page reads it, with its history and Mary's contact details. */
export function followupDetailOf(overrides: Partial<FollowupDetail> = {}): FollowupDetail {
  return {
    ...followupOf(),
    history: [{ at: '2026-11-22T09:00:00.000Z', action: 'opened' }],
    member: { name: 'Mary Member', email: 'mary@example.org', phone: '+1 519 555 0100', language: 'English' },
    ...overrides,
  };
}
