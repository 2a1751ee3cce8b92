import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../members/ports';
import { auditItem } from './audit-repository';

const event: AuditEvent = {
  id: '01JDQ0000000000000000000AA',
  at: '2026-11-25T10:00:00.000Z',
  actorId: 'victor',
  actorRole: 'Volunteer',
  facilityId: 'fac-1',
  action: 'dashboard.client',
  memberId: 'mary',
  outcome: 'allowed',
};

describe('auditItem', () => {
  it('stores only the named fields of an event, keyed by member, actor and month', () => {
    const item = auditItem({
      ...event,
      answers: { q1: 'private' },
    } as AuditEvent);
    expect(item).toEqual({
      pk: 'AUDIT#MEMBER#mary',
      sk: '2026-11-25T10:00:00.000Z#01JDQ0000000000000000000AA',
      gsi1pk: 'AUDIT#ACTOR#victor',
      gsi1sk: '2026-11-25T10:00:00.000Z#01JDQ0000000000000000000AA',
      gsi2pk: 'AUDIT#MONTH#2026-11',
      gsi2sk: '2026-11-25T10:00:00.000Z#01JDQ0000000000000000000AA',
      type: 'AuditEvent',
      id: '01JDQ0000000000000000000AA',
      at: '2026-11-25T10:00:00.000Z',
      actorId: 'victor',
      actorRole: 'Volunteer',
      facilityId: 'fac-1',
      action: 'dashboard.client',
      memberId: 'mary',
      outcome: 'allowed',
    });
  });
});
