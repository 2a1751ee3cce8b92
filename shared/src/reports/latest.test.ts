import { describe, expect, it } from 'vitest';
import { instrumentLibrary, seriesByName } from '../instruments/library';
import { sampleAnswers } from '../instruments/sample-answers';
import { TILE_NAMES } from '../scoring/tiles';
import { MISSING } from '../scoring/values';
import {
  HEALTH_ALERT_FIGURES,
  LISTS_ASKED,
  latestFigures,
  RISK_FIGURE,
  sourcesOf,
  tileFigure,
  type SourcedRound,
} from './latest';
import { REPORT_KIND_OF_SERIES, type ReportKind } from '../schemas/reports';
import { LIST_FIELDS } from './fields';
import { computeReport } from './report';

const KIND: Record<string, ReportKind> = {
  'Community Connections': 'cc',
  'Social Health Screener - NEW': 'screener',
  'Quality of Life - Short': 'qoflShort',
  'Quality Life Series': 'qofl',
};

/** A finished round of a library series: every chapter's sample answers, with `over` laid on top. */
function round(id: string, series: string, day: number, over: Record<string, unknown> = {}): SourcedRound {
  const chapters = seriesByName(series)!.chapters;
  const answers = Object.assign({}, ...chapters.map((c) => sampleAnswers(c, 1)), over) as Record<
    string,
    unknown
  >;
  const updatedAt = `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`;
  return {
    instanceId: id,
    kind: KIND[series]!,
    collectionName: series,
    updatedAt,
    memberName: 'Mary',
    payload: computeReport([{ updatedAt, answers }], { memberName: 'Mary' }),
  };
}

const HIGH_RISK = {
  household2_size: 0,
  community_activity_participate: 0,
  life_satisfaction2: 2,
  local_community_belonging: 0,
  lack_companionship: 2,
  feel_leftout: 2,
  feel_isolated: 2,
};

describe('the latest known figures (issue 20)', () => {
  it('takes each tile from the newest round that has it and says which round that is', () => {
    const cc = round('cc-1', 'Community Connections', 1);
    const screener = round('scr-1', 'Social Health Screener - NEW', 5);
    const figures = latestFigures([screener, cc])!;
    const tiles = figures.tiles[0]!;
    expect(tiles.filter((t) => t === MISSING)).toEqual([]);
    // The screener carries only the loneliness tile: it is the newer round, so that tile is its.
    const loneliness = TILE_NAMES.indexOf('loneliness');
    expect(tiles[loneliness]).toBe(screener.payload.tiles[0]![loneliness]);
    expect(sourcesOf(figures.sources, [tileFigure('loneliness')])).toEqual([
      {
        instanceId: 'scr-1',
        kind: 'screener',
        collectionName: 'Social Health Screener - NEW',
        updatedAt: screener.updatedAt,
      },
    ]);
    expect(sourcesOf(figures.sources, [tileFigure('health')]).map((s) => s.instanceId)).toEqual(['cc-1']);
    // Every tile filled: the gauge is the average of the eight tiles shown (spec 000 §5).
    const mean = Math.round((tiles.reduce((a, b) => a + b, 0) / 8) * 10) / 10;
    expect(figures.wellness_score[0]).toBe(mean);
    expect(figures.wellness_label[0]).not.toBe('Not Available');
    expect(figures.collection_last_updated).toEqual([screener.updatedAt]);
  });

  it("says 'Not Available' (999) only for a figure no round has", () => {
    const figures = latestFigures([round('scr-1', 'Social Health Screener - NEW', 5)])!;
    const shown = TILE_NAMES.filter((_, i) => figures.tiles[0]![i] !== MISSING);
    expect(shown).toEqual(['loneliness']);
    expect(figures.wellness_score[0]).toBe('Not enough data available');
    expect(figures.goals[0]).toBe(MISSING);
    expect(sourcesOf(figures.sources, ['goals'])).toEqual([]);
    expect(latestFigures([])).toBeUndefined();
  });

  it('fills the sections from whichever series carries them: goals, interests, well-being, circle', () => {
    const cc = round('cc-1', 'Community Connections', 1);
    const short = round('qs-1', 'Quality of Life - Short', 3);
    const figures = latestFigures([cc, short])!;
    expect(figures.goals[0]).toEqual(cc.payload.goals[0]);
    expect(figures.activities[0]).toEqual(cc.payload.activities[0]);
    expect(figures.trusted_people[0]).toEqual(cc.payload.trusted_people[0]);
    expect(figures.LS_QofL3_SD[0]).toBe(short.payload.LS_QofL3_SD[0]);
    expect(sourcesOf(figures.sources, ['goals', 'LS_QofL3_SD']).map((s) => s.instanceId)).toEqual([
      'qs-1',
      'cc-1',
    ]);
  });

  it("shows the interest lists of the newest round that asks them: no older 'hard to do' list once a newer round chose none", () => {
    const older = round('cc-1', 'Community Connections', 1, { challenging_activities: ['Dancing'] });
    const newer = round('cc-2', 'Community Connections', 2, { challenging_activities: [] });
    expect(newer.payload.challenging_activities[0]).toBe(MISSING);
    // The Quality Life Series asks only what matters most: the other lists stay Community Connections'.
    const ql = round('ql-1', 'Quality Life Series', 3);
    const figures = latestFigures([older, newer, ql])!;
    expect(figures.challenging_activities[0]).toBe(MISSING);
    expect(figures.activities[0]).toEqual(newer.payload.activities[0]);
    expect(figures.meaningful_activities[0]).toEqual(ql.payload.meaningful_activities[0]);
    expect(
      sourcesOf(figures.sources, ['activities', 'meaningful_activities']).map((r) => r.instanceId),
    ).toEqual(['ql-1', 'cc-2']);
  });

  it.each(instrumentLibrary.map((s) => [s.name, s] as const))(
    'knows which interest lists %s asks, as the instrument library says',
    (name, series) => {
      const kind = REPORT_KIND_OF_SERIES[name]!;
      expect([...LISTS_ASKED[kind]].sort()).toEqual(
        LIST_FIELDS.filter((f) => (series.metrics as readonly string[]).includes(f)).sort(),
      );
    },
  );

  it('raises the flags of the figures shown: a newer good health today clears an older low one', () => {
    const older = round('ql-1', 'Quality Life Series', 1, { HT_QofL2_SD: 20 });
    expect(older.payload.flags[0]!.red.map((f) => f.metric)).toContain('HT_QofL2_SD');
    const newer = round('qs-1', 'Quality of Life - Short', 4, { HT_QofL2_SD: 90 });
    const figures = latestFigures([older, newer])!;
    expect(figures.HT_QofL2_SD[0]).toBe(90);
    expect(figures.flags[0]!.red.map((f) => f.metric)).not.toContain('HT_QofL2_SD');
    expect(sourcesOf(figures.sources, HEALTH_ALERT_FIGURES).map((s) => s.instanceId)).toContain('qs-1');
  });

  it('shows the risk of the latest screener round; High Risk is a red flag, Moderate a yellow one, never beside No Red Flags', () => {
    const cc = round('cc-1', 'Community Connections', 8, {
      lack_companionship: 0,
      feel_leftout: 0,
      feel_isolated: 0,
    });
    const high = round('scr-1', 'Social Health Screener - NEW', 2, HIGH_RISK);
    const figures = latestFigures([cc, high])!;
    expect(figures.screener_risk).toEqual([{ score: 5, level: 'High Risk' }]);
    expect(sourcesOf(figures.sources, [RISK_FIGURE]).map((s) => s.instanceId)).toEqual(['scr-1']);
    expect(figures.flags[0]!.red[0]).toEqual({
      metric: RISK_FIGURE,
      text: 'Social health screener: High Risk (score 5 of 5).',
    });
    const moderate = round('scr-2', 'Social Health Screener - NEW', 3, {
      ...HIGH_RISK,
      local_community_belonging: 3,
      lack_companionship: 0,
      feel_leftout: 0,
      feel_isolated: 0,
    });
    const later = latestFigures([cc, high, moderate])!;
    expect(later.screener_risk[0]!.level).toBe('Moderate Risk');
    expect(later.flags[0]!.yellow.map((f) => f.metric)).toContain(RISK_FIGURE);
    expect(later.flags[0]!.red.map((f) => f.metric)).not.toContain(RISK_FIGURE);
    // No screener round: no risk shown and no risk flag.
    expect(latestFigures([cc])!.screener_risk).toEqual([]);
  });
});
