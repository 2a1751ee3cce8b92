import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTiles, gaugeLevel, wellnessScore, type TileInputs } from './tiles';
import { MISSING, meanOfPresent, round, sumOfPresent } from './values';

const none: TileInputs = {
  HT_QofL2_SD: MISSING,
  PH_QofL2_SD: MISSING,
  YH_QofL3_SD: MISSING,
  MH_QofL2_SD: MISSING,
  AD_QofL2_SD: MISSING,
  PWI_QofL3_COMB: MISSING,
  PL_QofL1_COMB: MISSING,
  PSS_QofL1_COMB: MISSING,
  PAG_QofL1_SD: MISSING,
  contactFrequencies: [MISSING, MISSING, MISSING],
  connectionScore: MISSING,
};

describe('computeTiles', () => {
  it('is 999 everywhere when nothing is answered', () => {
    expect(computeTiles(none)).toEqual(Array(8).fill(MISSING));
  });
  it('computes each tile from its inputs', () => {
    const tiles = computeTiles({
      HT_QofL2_SD: 70,
      PH_QofL2_SD: 2,
      YH_QofL3_SD: 8,
      MH_QofL2_SD: 3,
      AD_QofL2_SD: 4,
      PWI_QofL3_COMB: 64,
      PL_QofL1_COMB: 2,
      PSS_QofL1_COMB: 1,
      PAG_QofL1_SD: 2,
      contactFrequencies: [5, 3, MISSING],
      connectionScore: 2.5,
    });
    expect(tiles).toEqual([round((70 + 50 + 80) / 3, 1), 87.5, 64, 50, 80, 100, 50, 50]);
  });
  it('treats a real 0 as a value', () => {
    const tiles = computeTiles({
      ...none,
      HT_QofL2_SD: 0,
      PH_QofL2_SD: 0,
      PAG_QofL1_SD: 3,
      contactFrequencies: [0],
    });
    expect(tiles[0]).toBe(0);
    expect(tiles[4]).toBe(0);
    expect(tiles[7]).toBe(0);
  });
  it('maps goal progress 1, 2, 3 to 100, 50, 0 and anything else to 999', () => {
    expect(computeTiles({ ...none, PAG_QofL1_SD: 1 })[7]).toBe(100);
    expect(computeTiles({ ...none, PAG_QofL1_SD: 4 })[7]).toBe(MISSING);
  });
});

describe('wellnessScore', () => {
  it('averages the tiles to one decimal', () => {
    expect(wellnessScore([100, 50, 0, 25, 75, 60, 40, 33])).toBe(47.9);
    expect(wellnessScore([100, 100, 100, 100, 100, 100, 100, 100])).toBe(100);
  });
  it('says Not enough data available when a tile is above 100', () => {
    expect(wellnessScore([100, 50, 0, 25, 75, 60, 40, 999])).toBe('Not enough data available');
    expect(wellnessScore([100.1, 50])).toBe('Not enough data available');
    expect(wellnessScore([])).toBe('Not enough data available');
    expect(wellnessScore([Number.NaN])).toBe('Not enough data available');
  });
  it('gives the gauge level as wellness / 12.5 rounded up', () => {
    expect(gaugeLevel(0)).toBe(0);
    expect(gaugeLevel(12.5)).toBe(1);
    expect(gaugeLevel(12.6)).toBe(2);
    expect(gaugeLevel(100)).toBe(8);
    expect(gaugeLevel('Not enough data available')).toBe(0);
  });
});

describe('999 never enters arithmetic', () => {
  const value = fc.oneof(fc.constant(MISSING), fc.integer({ min: 0, max: 100 }));
  it('leaves 999 out of means and sums', () => {
    fc.assert(
      fc.property(fc.array(value), (values) => {
        const present = values.filter((v) => v !== MISSING);
        const mean = meanOfPresent(values);
        const sum = sumOfPresent(values);
        if (present.length === 0) {
          expect(mean).toBe(MISSING);
          expect(sum).toBe(MISSING);
        } else {
          expect(sum).toBe(present.reduce((a, b) => a + b, 0));
          expect(mean).toBeLessThanOrEqual(100);
          expect(mean).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
  it('keeps every tile within 0-100 or 999', () => {
    const scale = (max: number): fc.Arbitrary<number> =>
      fc.oneof(fc.constant(MISSING), fc.integer({ min: 0, max }));
    fc.assert(
      fc.property(
        fc.record({
          HT_QofL2_SD: scale(100),
          PH_QofL2_SD: scale(4),
          YH_QofL3_SD: scale(10),
          MH_QofL2_SD: scale(4),
          AD_QofL2_SD: scale(4),
          PWI_QofL3_COMB: scale(100),
          PL_QofL1_COMB: fc.oneof(fc.constant(MISSING), fc.double({ min: 1, max: 3, noNaN: true })),
          PSS_QofL1_COMB: fc.oneof(fc.constant(MISSING), fc.double({ min: 1, max: 3, noNaN: true })),
          PAG_QofL1_SD: fc.oneof(fc.constant(MISSING), fc.integer({ min: 1, max: 3 })),
          contactFrequencies: fc.array(scale(5), { maxLength: 3 }),
          connectionScore: fc.oneof(fc.constant(MISSING), fc.double({ min: 0, max: 5, noNaN: true })),
        }),
        (input) => {
          for (const tile of computeTiles(input)) {
            expect(tile === MISSING || (tile >= 0 && tile <= 100)).toBe(true);
          }
        },
      ),
    );
  });
});
