import { describe, expect, it } from 'vitest';
import { MISSING } from '@circles/shared/scoring/values';
import { samplePayload } from '../testing/sample-reports';
import { hasTrends, trendsOf } from './trends';

describe('trends across rounds', () => {
  it('appear only from two rounds on', () => {
    expect(hasTrends(samplePayload('Quality of Life - Short', [0]))).toBe(false);
    expect(hasTrends(samplePayload('Quality of Life - Short', [0, 1]))).toBe(true);
  });

  it('give each tile, the wellness score and the risk score a value per round, with gaps for 999', () => {
    const payload = samplePayload('Community Connections', [0, 1, 2], { 1: { PAG_QofL1_SD: MISSING } });
    const trends = trendsOf(payload);
    expect(trends.rounds).toEqual(['Round 1 (2026-01-15)', 'Round 2 (2026-02-15)', 'Round 3 (2026-03-15)']);
    expect(trends.axis).toEqual(['Round 1', 'Round 2', 'Round 3']);
    expect(trends.tiles).toHaveLength(8);
    const goal = trends.tiles.find((t) => t.id === 'goalProgress')!;
    expect(goal.data[1]).toBeNull();
    expect(goal.data[0]).toBe(payload.tiles[0]![7]);
    // A missing tile makes the wellness score a text, shown as a gap.
    expect(trends.wellness.data[1]).toBeNull();
    expect(trends.wellness.data[0]).toBe(payload.wellness_score[0]);
    expect(trends.risk.data).toEqual(payload.screener_risk.map((r) => r.score));
  });
});
