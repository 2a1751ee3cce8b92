import { describe, expect, it } from 'vitest';
import { completeness } from '../completeness/completeness';
import { computeReport, type ReportPayload } from '../reports/report';
import { screenerRisk } from '../scoring/screener';
import { TILE_NAMES } from '../scoring/tiles';
import { MISSING } from '../scoring/values';
import { instrumentLibrary, seriesByName, templateQuestions } from './library';
import { sampleAnswers } from './sample-answers';
import { FULL_REPORT_METRICS } from './series/metrics';
import type { InstrumentSeries, ReportMetric } from './types';

/** The merged answers of a fully answered series instance (the engine reads all chapters at once). */
function answeredSeries(series: InstrumentSeries, variant: number): Record<string, unknown> {
  return Object.assign({}, ...series.chapters.map((chapter) => sampleAnswers(chapter, variant))) as Record<
    string,
    unknown
  >;
}

function reportOf(answers: Record<string, unknown>): ReportPayload {
  return computeReport([{ updatedAt: '2026-03-01T10:00:00Z', answers }]);
}

/** Whether round 0 of a report field holds a value: not 999, not null, no 999 inside a list of numbers. */
function hasValue(report: ReportPayload, metric: ReportMetric): boolean {
  const value: unknown = (report[metric] as unknown[])[0];
  if (value === MISSING || value === null || value === undefined) return false;
  if (metric === 'wellness_score') return typeof value === 'number';
  if (metric === 'FCP_INT_COMB') return (value as number[]).every((v) => v !== MISSING);
  return true;
}

/**
 * Variants of sample answers that complete every chapter and answer every question named after a
 * metric of the series: a variant may answer a gate question so that it hides the question behind it
 * (no activity has become hard to do), which leaves that metric rightly empty.
 */
function fullyAnsweredVariants(s: InstrumentSeries): number[] {
  const names = s.chapters
    .flatMap((c) => templateQuestions(c).map((q) => q.name))
    .filter((name) => (s.metrics as readonly string[]).includes(name));
  return [0, 1, 2, 3, 4, 5].filter((variant) => {
    const complete = s.chapters.every((c) => completeness(c.surveyJSON, sampleAnswers(c, variant)) === 100);
    const answers = answeredSeries(s, variant);
    return complete && names.every((name) => name in answers);
  });
}

const series = instrumentLibrary.map((s) => [s.name, s] as const);

describe('the report engine over a fully answered series', () => {
  it.each(series)('%s gives a value for every metric and tile it feeds, and sets nothing aside', (_, s) => {
    const variants = fullyAnsweredVariants(s);
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const variant of variants) {
      const report = reportOf(answeredSeries(s, variant));
      expect(report.diagnostics).toEqual([]);
      expect(s.metrics.filter((m) => !hasValue(report, m))).toEqual([]);
      const tiles = report.tiles[0]!;
      for (const tile of s.tiles) expect(tiles[TILE_NAMES.indexOf(tile)], tile).not.toBe(MISSING);
    }
  });

  it.each(series)('%s feeds no metric beyond those it lists', (_, s) => {
    const report = reportOf(answeredSeries(s, 0));
    const extra = FULL_REPORT_METRICS.filter((m) => !s.metrics.includes(m) && hasValue(report, m));
    expect(extra).toEqual([]);
    const tiles = report.tiles[0]!;
    const extraTiles = TILE_NAMES.filter((t, i) => !s.tiles.includes(t) && tiles[i] !== MISSING);
    expect(extraTiles).toEqual([]);
  });

  it('gives the Community Connections report its primary circle, goals and community circle', () => {
    const report = reportOf(answeredSeries(seriesByName('Community Connections')!, 0));
    expect(report.trusted_people[0]).toEqual([
      expect.objectContaining({
        name: expect.any(String),
        relation: expect.any(String),
        frequency: expect.any(Number),
      }),
    ]);
    expect(report.goals[0]).toEqual([{ goal: expect.any(String), first_step: expect.any(String) }]);
    expect(report.FCP_INT_COMB[0]).toHaveLength(10);
    expect(report.community_connection[0]).toEqual({ score: expect.any(Number), label: expect.any(String) });
  });

  it('scores the Social Health chapter as the public screener does', () => {
    const screener = seriesByName('Social Health Screener - NEW')!;
    for (const variant of [0, 1, 2, 3, 4]) {
      const answers = answeredSeries(screener, variant);
      expect(reportOf(answers).screener_risk[0]).toEqual(screenerRisk(answers));
    }
  });

  // Their reports show the wellness gauge (Highlights), whose score needs all eight tiles (spec 000 §5).
  it.each(['Community Connections', 'Quality of Life - Short', 'Quality Life Series'])(
    '%s, fully answered, fills all eight tiles, so its wellness gauge shows a score',
    (name) => {
      const s = seriesByName(name)!;
      for (const variant of fullyAnsweredVariants(s)) {
        const report = reportOf(answeredSeries(s, variant));
        expect(report.tiles[0]!.filter((t) => t === MISSING)).toEqual([]);
        expect(report.wellness_score[0]).toEqual(expect.any(Number));
      }
    },
  );

  it('reads the "does not apply" support answers as missing, not as out of range', () => {
    const answers = Object.fromEntries([1, 2, 3, 4, 5, 6].map((i) => [`PSS_${i}`, 999]));
    const report = reportOf(answers);
    expect(report.PSS_QofL1_COMB).toEqual([MISSING]);
    expect(report.diagnostics).toEqual([]);
  });
});
