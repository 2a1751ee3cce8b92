import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import { readDashboardFigures } from './dashboard-figures';
import type { AuditEvent } from '../members/ports';
import { roundRecordFor, type ReportRoundRecord, type ReportsDeps } from './reports';
import type { SeriesInstanceRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';

const instance = (id: string, name: string): SeriesInstanceRecord => ({
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

const stored = (
  id: string,
  kind: ReportRoundRecord['kind'],
  name: string,
  at: string,
  answers: Record<string, unknown>,
  complete = true,
) =>
  roundRecordFor({ instance: instance(id, name), kind, answers: [answers], at, complete, facilityId: 'f1' });

const member = {
  id: 'm1',
  role: 'Patient',
  info: { name: 'Mary' },
  patients: [],
  workers: [],
} as unknown as UserRecord;

function deps(rounds: ReportRoundRecord[]): ReportsDeps & { events: AuditEvent[]; queries: number } {
  const d = {
    events: [] as AuditEvent[],
    queries: 0,
    reports: {
      roundsOf: () => Promise.reject(new Error('the dashboard reads the finished rounds in one Query')),
      completedOf: () => {
        d.queries += 1;
        return Promise.resolve(rounds);
      },
      completedAll: () => Promise.resolve(rounds),
    },
    series: { getInstance: () => Promise.resolve(undefined) },
    users: { get: (id: string) => Promise.resolve(id === 'm1' ? member : undefined) },
    audit: { record: (e: AuditEvent) => Promise.resolve(void d.events.push(e)) },
    now: () => new Date('2026-02-01T00:00:00.000Z'),
  };
  return d;
}

const admin: Actor = { id: 'admin', role: 'Admin', patients: [], workers: [] };
const volunteer: Actor = { id: 'v', role: 'Volunteer', patients: ['m2'], workers: [] };

describe("the member dashboard's figures", () => {
  const rounds = [
    stored('cc-1', 'cc', 'Community Connections', '2026-01-02T00:00:00.000Z', {
      HT_QofL2_SD: 80,
      goals: [{ goal: 'Walk', first_step: 'Shoes' }],
    }),
    stored('scr-1', 'screener', 'Social Health Screener - NEW', '2026-01-05T00:00:00.000Z', {
      household2_size: 0,
      community_activity_participate: 0,
      life_satisfaction2: 2,
      local_community_belonging: 0,
      lack_companionship: 2,
    }),
  ];

  it('compose the latest figures of every series from one Query, with their sources; audited', async () => {
    const d = deps(rounds);
    const figures = (await readDashboardFigures(d, admin, 'm1')) as Record<string, unknown>;
    expect(d.queries).toBe(1);
    expect(figures.HT_QofL2_SD).toEqual([80]);
    expect(figures.goals).toEqual([[{ goal: 'Walk', first_step: 'Shoes' }]]);
    expect(figures.screener_risk).toEqual([{ score: 5, level: 'High Risk' }]);
    expect(figures.sources).toMatchObject({
      rounds: expect.arrayContaining([
        expect.objectContaining({ instanceId: 'cc-1', collectionName: 'Community Connections' }),
        expect.objectContaining({ instanceId: 'scr-1', kind: 'screener' }),
      ]),
    });
    expect(d.events).toEqual([
      expect.objectContaining({ action: 'report.read.dashboard', memberId: 'm1', outcome: 'allowed' }),
    ]);
  });

  it('leave unfinished rounds out and answer {} when there is no finished round', async () => {
    const open = stored(
      'ql-1',
      'qofl',
      'Quality Life Series',
      '2026-01-09T00:00:00.000Z',
      { HT_QofL2_SD: 10 },
      false,
    );
    const figures = (await readDashboardFigures(deps([...rounds, open]), admin, 'm1')) as Record<
      string,
      unknown
    >;
    expect(figures.HT_QofL2_SD).toEqual([80]);
    expect(await readDashboardFigures(deps([open]), admin, 'm1')).toEqual({});
  });

  it('answer 404 outside the caller’s scope, audited as denied, without reading the rounds', async () => {
    const d = deps(rounds);
    await expect(readDashboardFigures(d, volunteer, 'm1')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(d.queries).toBe(0);
    expect(d.events).toEqual([expect.objectContaining({ outcome: 'denied', memberId: 'm1' })]);
  });
});
