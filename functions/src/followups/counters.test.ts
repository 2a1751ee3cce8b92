import { describe, expect, it } from 'vitest';
import { changeCounters, medianDays, openedCounters } from './counters';
import { followupFigures, thisAndLastMonth } from './figures';
import type { FollowupRecord } from './records';

const base: FollowupRecord = {
  id: 'f1',
  memberId: 'm1',
  memberName: 'Mary',
  facilityId: 'fac-a',
  severity: 'red',
  status: 'open',
  finding: {
    key: 'red:x',
    metric: 'x',
    text: 't',
    answer: null,
    reportKind: 'cc',
    instanceId: 'i',
    collectionName: 'c',
  },
  assignee: { type: 'user', id: 'v', name: 'Victor', role: 'Volunteer' },
  dueAt: '2026-03-03T00:00:00.000Z',
  attempts: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 1,
  history: [],
};

describe('follow-up counters', () => {
  it('count openings per facility and month, and open ones', () => {
    const changes = openedCounters([base, { ...base, id: 'f2', facilityId: 'fac-b' }]);
    expect(changes).toEqual([
      { facilityId: 'fac-a', totals: { open: 1 }, months: { '2026-03': { opened: 1 } } },
      { facilityId: 'fac-b', totals: { open: 1 }, months: { '2026-03': { opened: 1 } } },
    ]);
  });

  it('count a first could-not-reach once, a first contact by its days, and a resolution within the due date', () => {
    const tried = {
      ...base,
      attempts: 1,
      status: 'couldNotReach' as const,
      updatedAt: '2026-03-02T00:00:00.000Z',
    };
    expect(changeCounters(base, tried)?.months).toEqual({ '2026-03': { couldNotReach: 1 } });
    expect(changeCounters(tried, { ...tried, attempts: 2 })).toBeUndefined();
    const resolved = {
      ...tried,
      status: 'resolved' as const,
      firstContactAt: '2026-03-02T12:00:00.000Z',
      resolvedAt: '2026-03-02T12:00:00.000Z',
    };
    expect(changeCounters(tried, resolved)).toEqual({
      facilityId: 'fac-a',
      totals: { open: -1 },
      months: { '2026-03': { resolved: 1, resolvedOnTime: 1, firstContacts: 1, fc1: 1 } },
    });
  });

  it('count an escalation as overdue until the follow-up is resolved, late', () => {
    const escalated = { ...base, escalatedAt: '2026-03-04T00:00:00.000Z' };
    expect(changeCounters(base, escalated)?.totals).toEqual({ escalatedOpen: 1 });
    const late = { ...escalated, status: 'resolved' as const, resolvedAt: '2026-04-01T00:00:00.000Z' };
    expect(changeCounters(escalated, late)).toEqual({
      facilityId: 'fac-a',
      totals: { open: -1, escalatedOpen: -1 },
      months: { '2026-04': { resolved: 1 } },
    });
  });

  it('read the median days to first contact from the day counts', () => {
    expect(medianDays({})).toBeNull();
    expect(medianDays({ fc0: 1, fc2: 1, fc9: 1 })).toBe(2);
    expect(medianDays({ fc1: 3, fc31: 1 })).toBe(1);
  });
});

describe('follow-up figures', () => {
  const now = () => new Date('2026-01-15T00:00:00.000Z');
  const counters = async (facilityId: string | undefined, months: readonly string[]) => ({
    totals: { open: 3, escalatedOpen: 1, scope: facilityId ?? 'ALL' },
    months: { [months[0]!]: { opened: 4, resolved: 2, resolvedOnTime: 1, couldNotReach: 1, fc3: 2 } },
  });
  const admin = { id: 'a', role: 'Admin' as const, patients: [], workers: [] };
  const cora = { id: 'c', role: 'Coordinator' as const, facilityId: 'fac-a', patients: [], workers: [] };

  it('give this month beside last month across a year boundary', async () => {
    expect(thisAndLastMonth(now())).toEqual(['2026-01', '2025-12']);
    const figures = await followupFigures({ counters, now }, admin, undefined);
    expect(figures).toEqual({
      facilityId: null,
      open: 3,
      overdue: 1,
      thisMonth: {
        month: '2026-01',
        opened: 4,
        resolved: 2,
        resolvedWithinDueShare: 0.5,
        couldNotReachShare: 0.25,
        medianDaysToFirstContact: 3,
      },
      lastMonth: {
        month: '2025-12',
        opened: 0,
        resolved: 0,
        resolvedWithinDueShare: null,
        couldNotReachShare: null,
        medianDaysToFirstContact: null,
      },
    });
  });

  it('keep a Coordinator to her facility and refuse Volunteers', async () => {
    expect((await followupFigures({ counters, now }, cora, undefined)).facilityId).toBe('fac-a');
    await expect(followupFigures({ counters, now }, cora, 'fac-b')).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(
      followupFigures({ counters, now }, { ...cora, role: 'Volunteer' }, undefined),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });
});
