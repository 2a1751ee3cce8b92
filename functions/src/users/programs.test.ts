import { describe, expect, it } from 'vitest';
import type { MemberStatusInfo } from '@circles/shared/schemas/people';
import { completeProgram, ensureHistory, saveStatus, startProgram, terminate } from './programs';

let n = 0;
const newId = () => `e${++n}`;
const empty: MemberStatusInfo = { statusHistory: [] };

describe('status history (spec 002 §4.2)', () => {
  it('creates a first entry from the current status with the creation date when there is none', () => {
    const info = ensureHistory({ status: 'waitlist', createdAt: '2026-01-05T10:00:00.000Z' }, newId);
    expect(info.statusHistory).toEqual([
      { id: expect.any(String), status: 'waitlist', activeType: '', startDate: '2026-01-05' },
    ]);
    expect(ensureHistory({ status: 'active', info, createdAt: '2026-02-01T00:00:00Z' }, newId)).toBe(info);
  });

  it('Start Program appends an open entry, and nothing when the same program is already open', () => {
    const first = startProgram(
      empty,
      { status: 'active', activeType: 'Check-in', startDate: '2026-03-01' },
      newId,
    );
    expect(first.changed).toBe(true);
    expect(first.info.statusHistory).toHaveLength(1);
    expect(first.info.statusHistory[0]).toMatchObject({
      status: 'active',
      activeType: 'Check-in',
      startDate: '2026-03-01',
    });
    expect(first.info.statusHistory[0]?.endDate).toBeUndefined();
    const again = startProgram(
      first.info,
      { status: 'active', activeType: 'Check-in', startDate: '2026-03-09' },
      newId,
    );
    expect(again.changed).toBe(false);
    expect(again.info.statusHistory).toHaveLength(1);
    const other = startProgram(
      first.info,
      { status: 'waitlist', activeType: 'Check-in', startDate: '2026-03-09' },
      newId,
    );
    expect(other.info.statusHistory).toHaveLength(2);
  });

  it('counts an open entry stored under a legacy long name as the same program (spec 002 §5.10)', () => {
    const legacy: MemberStatusInfo = {
      statusHistory: [
        {
          id: 'old',
          status: 'active',
          activeType: 'Quality of Life - In Home Visits',
          startDate: '2020-01-01',
        },
      ],
    };
    const same = startProgram(
      legacy,
      { status: 'active', activeType: 'Quality Life - in home', startDate: '2026-03-09' },
      newId,
    );
    expect(same.changed).toBe(false);
    const other = startProgram(
      legacy,
      { status: 'active', activeType: 'Quality Life - phone', startDate: '2026-03-09' },
      newId,
    );
    expect(other.changed).toBe(true);
  });

  it('Complete Program sets the end date of that open entry only, and refuses a closed one', () => {
    const started = startProgram(
      empty,
      { status: 'active', activeType: 'Education/Group', startDate: '2026-03-01' },
      newId,
    );
    const id = started.info.statusHistory[0]!.id;
    const done = completeProgram(started.info, id, '2026-04-01');
    expect(done.statusHistory[0]?.endDate).toBe('2026-04-01');
    expect(() => completeProgram(done, id, '2026-04-02')).toThrow('This program is not open.');
    expect(() => completeProgram(started.info, id, '2026-02-01')).toThrow();
  });

  it('saving a status closes the last entry today and appends the new status', () => {
    const started = startProgram(
      empty,
      { status: 'active', activeType: 'Check-in', startDate: '2026-03-01' },
      newId,
    );
    const saved = saveStatus(started.info, { status: 'waitlist' }, '2026-05-05', newId);
    expect(saved.status).toBe('waitlist');
    expect(saved.info.statusHistory.map((e) => [e.status, e.activeType, e.startDate, e.endDate])).toEqual([
      ['active', 'Check-in', '2026-03-01', '2026-05-05'],
      ['waitlist', 'Check-in', '2026-05-05', undefined],
    ]);
  });

  it('termination closes every open entry and appends the terminated entry with start = end', () => {
    const a = startProgram(
      empty,
      { status: 'active', activeType: 'Check-in', startDate: '2026-01-01' },
      newId,
    );
    const b = startProgram(
      a.info,
      { status: 'active', activeType: 'Education/Group', startDate: '2026-02-01' },
      newId,
    );
    const t = terminate(b.info, { date: '2026-06-30', reason: 'Deceased' }, newId);
    expect(t.status).toBe('terminated');
    expect(t.info.terminationReason).toBe('Deceased');
    expect(t.info.statusHistory.map((e) => e.endDate)).toEqual(['2026-06-30', '2026-06-30', '2026-06-30']);
    expect(t.info.statusHistory[2]).toMatchObject({
      status: 'terminated',
      activeType: '',
      startDate: '2026-06-30',
    });
  });
});
