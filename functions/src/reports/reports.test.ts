import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import type { AuditEvent } from '../members/ports';
import {
  listCompletedOfMember,
  mergeRounds,
  readHistoricReport,
  readReportFor,
  roundRecordFor,
  storedHistoricReport,
  type ReportRoundRecord,
  type ReportsDeps,
} from './reports';
import type { SeriesInstanceRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';

const instance = (id: string, name = 'Social Health Screener - NEW'): SeriesInstanceRecord => ({
  id,
  collectionTemplate: 'tpl',
  collectionName: name,
  member: 'm1',
  memberName: 'Mary',
  memberSurveyList: ['c1'],
  chapterStatus: { c1: 100 },
  completeness: 100,
  complete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a',
  updatedAt: '2026-01-01T00:00:00.000Z',
  modifiedBy: 'a',
  version: 1,
});

const round = (id: string, at: string, satisfaction: number, complete = true): ReportRoundRecord =>
  roundRecordFor({
    instance: instance(id),
    kind: 'screener',
    answers: [{ life_satisfaction2: satisfaction, household2_size: 0, lack_companionship: 2 }],
    at,
    complete,
    facilityId: 'f1',
  });

const member = {
  id: 'm1',
  role: 'Patient',
  info: { name: 'Mary' },
  patients: [],
  workers: [],
} as unknown as UserRecord;

function deps(rounds: ReportRoundRecord[]): ReportsDeps & { events: AuditEvent[] } {
  const events: AuditEvent[] = [];
  return {
    events,
    reports: {
      roundsOf: (_m, kinds) => Promise.resolve(rounds.filter((r) => kinds.includes(r.kind))),
      completedOf: () => Promise.resolve(rounds),
      completedAll: () => Promise.resolve(rounds),
    },
    series: {
      getInstance: (id) =>
        Promise.resolve(
          id === 'i-qol'
            ? instance(id, 'Quality Life Series')
            : id.startsWith('i')
              ? instance(id)
              : undefined,
        ),
    },
    users: { get: (id) => Promise.resolve(id === 'm1' ? member : undefined) },
    audit: { record: (e) => Promise.resolve(void events.push(e)) },
    now: () => new Date('2026-02-01T00:00:00.000Z'),
  };
}

const admin: Actor = { id: 'admin', role: 'Admin', patients: [], workers: [] };
const volunteer: Actor = { id: 'v', role: 'Volunteer', patients: ['m2'], workers: [] };

describe('report rounds', () => {
  it('concatenate one-round payloads oldest first, with the instance ids and memberName', () => {
    const merged = mergeRounds([
      round('i2', '2026-01-03T00:00:00.000Z', 4),
      round('i1', '2026-01-02T00:00:00.000Z', 9),
    ]) as Record<string, unknown>;
    expect(merged.collectionIds).toEqual(['i1', 'i2']);
    expect(merged.life_satisfaction2).toEqual([9, 4]);
    expect(merged.memberName).toBe('Mary');
    expect((merged.screener_risk as unknown[]).length).toBe(2);
    expect(mergeRounds([])).toEqual({});
  });

  it('are read within scope only (404, audited as denied) and every read is audited', async () => {
    const d = deps([round('i1', '2026-01-02T00:00:00.000Z', 9)]);
    await expect(readReportFor(d, volunteer, 'screener', 'm1')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(d.events.at(-1)).toMatchObject({ outcome: 'denied', memberId: 'm1' });
    const report = (await readReportFor(d, admin, 'screener', 'm1')) as Record<string, unknown>;
    expect(report.collectionIds).toEqual(['i1']);
    expect(d.events.at(-1)).toMatchObject({ outcome: 'allowed', action: 'report.read.screener' });
    expect(await readReportFor(d, admin, 'qofl', 'm1')).toEqual({});
  });

  it('answer 404 for a member who does not exist, to the Admin too (audited as denied)', async () => {
    const d = deps([round('i1', '2026-01-02T00:00:00.000Z', 9)]);
    await expect(readReportFor(d, admin, 'screener', 'nobody')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(d.events.at(-1)).toMatchObject({ outcome: 'denied', memberId: 'nobody', actorId: 'admin' });
    // The member the route read with the caller (its prefetch) is used as it is: no second read.
    const known = { member: undefined };
    await expect(readReportFor(d, admin, 'screener', 'm1', known)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it("answer 404 for an id that names no user, to the Admin as to anyone (issue 20: the Admin saw 'No available data')", async () => {
    const d = deps([round('i1', '2026-01-02T00:00:00.000Z', 9)]);
    await expect(readReportFor(d, admin, 'screener', 'nobody')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(listCompletedOfMember(d, admin, 'nobody')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(readReportFor(d, volunteer, 'screener', 'nobody')).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    // A member without a round of the kind still answers {}.
    expect(await readReportFor(d, admin, 'qofl', 'm1')).toEqual({});
  });

  it('historic: the rounds up to the instance; {} for another kind; 404 when unknown', async () => {
    const d = deps([
      round('i1', '2026-01-02T00:00:00.000Z', 9),
      round('i2', '2026-01-03T00:00:00.000Z', 4),
      round('i3', '2026-01-04T00:00:00.000Z', 2),
    ]);
    const h = (await readHistoricReport(d, admin, 'screener', 'i2')) as Record<string, unknown>;
    expect(h.collectionIds).toEqual(['i1', 'i2']);
    expect(await readHistoricReport(d, admin, 'cc', 'i2')).toEqual({});
    expect(await readHistoricReport(d, admin, 'screener', 'i-qol')).toEqual({});
    await expect(readHistoricReport(d, admin, 'screener', 'x')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('stored historic (the export job): the same rounds up to the instance, with no audit; none without a report', async () => {
    const d = deps([
      round('i1', '2026-01-02T00:00:00.000Z', 9),
      round('i2', '2026-01-03T00:00:00.000Z', 4),
      round('i3', '2026-01-04T00:00:00.000Z', 2),
    ]);
    const stored = await storedHistoricReport(d.reports, instance('i2'));
    expect(stored?.kind).toBe('screener');
    expect((stored?.report as Record<string, unknown>).collectionIds).toEqual(['i1', 'i2']);
    expect(d.events).toEqual([]);
    expect(await storedHistoricReport(d.reports, instance('i2', 'Custom series'))).toBeUndefined();
    expect(await storedHistoricReport(d.reports, instance('i9'))).toBeUndefined();
  });

  it('are made of finished rounds only: an unfinished round, its figures and its flags are left out', async () => {
    const d = deps([
      round('i1', '2026-01-02T00:00:00.000Z', 9),
      round('i2', '2026-01-03T00:00:00.000Z', 2, false),
    ]);
    const latest = (await readReportFor(d, admin, 'screener', 'm1')) as Record<string, unknown>;
    expect(latest.collectionIds).toEqual(['i1']);
    expect(latest.life_satisfaction2).toEqual([9]);
    // Only an unfinished round: no report at all, so no flag from it (Paul's Quality Life Series).
    const unfinished = deps([round('i2', '2026-01-03T00:00:00.000Z', 2, false)]);
    expect(await readReportFor(unfinished, admin, 'screener', 'm1')).toEqual({});
    // Historic: an unfinished instance has no report; a finished one leaves earlier unfinished ones out.
    expect(await readHistoricReport(d, admin, 'screener', 'i2')).toEqual({});
    const later = deps([
      round('i1', '2026-01-02T00:00:00.000Z', 9, false),
      round('i2', '2026-01-03T00:00:00.000Z', 4),
    ]);
    const h = (await readHistoricReport(later, admin, 'screener', 'i2')) as Record<string, unknown>;
    expect(h.collectionIds).toEqual(['i2']);
    expect((await storedHistoricReport(later.reports, instance('i2')))?.report).toMatchObject({
      collectionIds: ['i2'],
    });
  });
});
