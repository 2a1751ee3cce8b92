import { afterEach, describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import { setLocale } from '@circles/shared/messages/locale';
import { msg } from '@circles/shared/messages/scoring';
import { MAX_RESPONSE_JSON_BYTES } from '@circles/shared/schemas/module';
import { readDashboardFigures } from './dashboard-figures';
import type { AuditEvent } from '../members/ports';
import {
  mergeRounds,
  readHistoricReport,
  readReportFor,
  roundRecordFor,
  type ReportRoundRecord,
  type ReportsDeps,
} from './reports';
import type { SeriesInstanceRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';

/*
 * Issue 25 item 2: stored report rounds are language-neutral. The payload is stored in English with the
 * answers it was computed from; a reader in another language gets it computed again in theirs.
 */

afterEach(() => setLocale('en'));

const instance = (id: string): SeriesInstanceRecord => ({
  id,
  collectionTemplate: 'tpl',
  collectionName: 'Social Health Screener - NEW',
  member: 'm1',
  memberName: 'Mary',
  memberSurveyList: ['c1', 'c2'],
  chapterStatus: { c1: 100, c2: 100 },
  completeness: 100,
  complete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a',
  updatedAt: '2026-01-01T00:00:00.000Z',
  modifiedBy: 'a',
  version: 1,
});

/** Loneliness Often (a red flag) and a severe mobility problem (a problem label). */
const lonely = { lack_companionship: 2, M_QofL2_SD: 1, life_satisfaction2: 3, household2_size: 0 };

const round = (id: string, answers: Record<string, unknown>[] = [lonely, { a_note: 'private' }]) =>
  roundRecordFor({
    instance: instance(id),
    kind: 'screener',
    answers,
    at: '2026-01-02T00:00:00.000Z',
    complete: true,
    facilityId: 'f1',
  });

const EN_FLAG = 'Often feels lonely.';
const FR_FLAG = msg('scoring.flag.lonelinessOften', undefined, 'fr');

function deps(rounds: ReportRoundRecord[]): ReportsDeps {
  const member = { id: 'm1', role: 'Patient', info: { name: 'Mary' }, patients: [], workers: [] };
  return {
    reports: {
      roundsOf: () => Promise.resolve(rounds),
      completedOf: () => Promise.resolve(rounds),
      completedAll: () => Promise.resolve(rounds),
    },
    series: { getInstance: (id) => Promise.resolve(instance(id)) },
    users: { get: () => Promise.resolve(member as unknown as UserRecord) },
    audit: { record: (_e: AuditEvent) => Promise.resolve() },
    now: () => new Date('2026-02-01T00:00:00.000Z'),
  };
}

const admin: Actor = { id: 'admin', role: 'Admin', patients: [], workers: [] };
const flagTexts = (report: unknown) =>
  ((report as { flags: { red: { text: string }[] }[] }).flags[0]?.red ?? []).map((f) => f.text);

describe('a stored report round', () => {
  it('is computed in English whatever the language of the request that saves it', () => {
    setLocale('fr');
    const stored = round('i1');
    expect(stored.payload.flags[0]?.red.map((f) => f.text)).toContain(EN_FLAG);
    expect(stored.payload.problem_walking).toEqual(['Severe Problem']);
  });

  it('keeps the merged answers it was computed from, only those the report reads', () => {
    const stored = round('i1');
    expect(stored.answers).toEqual(lonely);
    // Too large to keep (past a member module's own limit): the round keeps its payload only.
    const big = round('i2', [{ ...lonely, marital_status: 'x'.repeat(MAX_RESPONSE_JSON_BYTES + 1) }]);
    expect(big.answers).toBeUndefined();
    expect(big.payload.flags[0]?.red.map((f) => f.text)).toContain(EN_FLAG);
  });
});

describe('a report read', () => {
  it("is worded in the reader's language: French computed again from the stored answers", async () => {
    const stored = round('i1');
    setLocale('fr');
    const report = await readReportFor(deps([stored]), admin, 'screener', 'm1');
    expect(flagTexts(report)).toContain(FR_FLAG);
    expect((report as Record<string, unknown>).problem_walking).toEqual([
      msg('scoring.problem.severe', undefined, 'fr'),
    ]);
    const historic = await readHistoricReport(deps([stored]), admin, 'screener', 'i1');
    expect(flagTexts(historic)).toContain(FR_FLAG);
    const figures = await readDashboardFigures(deps([stored]), admin, 'm1');
    expect(flagTexts(figures)).toContain(FR_FLAG);
  });

  it('serves the stored payload itself to an English reader (nothing computed)', () => {
    const stored = round('i1');
    const merged = mergeRounds([stored]) as { flags: unknown[] };
    expect(merged.flags[0]).toBe(stored.payload.flags[0]);
  });

  it("words a round saved without its answers (older code) from its figures, in the reader's language", () => {
    const { answers: _answers, ...older } = round('i1');
    setLocale('fr');
    expect(flagTexts(mergeRounds([older]))).toContain(FR_FLAG);
    expect(flagTexts(mergeRounds([older]))).not.toContain(EN_FLAG);
    setLocale('en');
    expect(flagTexts(mergeRounds([older]))).toContain(EN_FLAG);
  });
});
