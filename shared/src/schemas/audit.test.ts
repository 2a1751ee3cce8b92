import { describe, expect, it } from 'vitest';
import { auditActionSchema, auditCsvQuerySchema, auditListQuerySchema } from './audit';

describe('auditListQuerySchema', () => {
  it('takes no filter at all and pages 20 by default', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ limit: 20 });
  });

  it('takes every filter together, the limit as a query string', () => {
    const q = {
      memberId: 'mary-1',
      actorId: 'victor-1',
      action: 'report.read.qoflShort',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00-05:00',
      limit: '50',
      cursor: 'eyJmIjoiYSJ9',
    };
    expect(auditListQuerySchema.parse(q)).toEqual({ ...q, limit: 50 });
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ action: 'drop table' }, 'action'],
    [{ action: 'user.' }, 'action'],
    [{ cursor: 'a+b/c=' }, 'cursor'],
    [{ memberId: '' }, 'memberId'],
    [{ from: '2026-11-02' }, 'from'],
    [{ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'to'],
    [{ from: '2026-11-02T00:00:00Z', to: '2026-11-02T00:00:00Z' }, 'to'],
  ])('refuses %j on the field %s', (query, field) => {
    const parsed = auditListQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('auditActionSchema', () => {
  it('says how an action code looks when one is malformed', () => {
    expect(auditActionSchema.safeParse('a b').error?.issues[0]?.message).toBe(
      'An action is words joined by dots, such as dashboard.client.',
    );
  });
});

describe('auditCsvQuerySchema', () => {
  it('takes an optional range in order', () => {
    expect(auditCsvQuerySchema.parse({})).toEqual({});
    expect(
      auditCsvQuerySchema.safeParse({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).success,
    ).toBe(false);
  });
});
