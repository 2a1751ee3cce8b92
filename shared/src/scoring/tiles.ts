import { msg } from '../messages/scoring';
import { MISSING, isPresent, mapPresent, meanOfPresent, round } from './values';

/** The eight dashboard tiles in display order (METRICS.md §5). */
export const TILE_NAMES = [
  'health',
  'mentalHealth',
  'wellBeing',
  'loneliness',
  'isolation',
  'socialSupport',
  'communityParticipation',
  'goalProgress',
] as const;
export type TileName = (typeof TILE_NAMES)[number];

/** Inputs of the tiles, already validated: each a number in its range or 999. */
export interface TileInputs {
  HT_QofL2_SD: number;
  PH_QofL2_SD: number;
  YH_QofL3_SD: number;
  MH_QofL2_SD: number;
  AD_QofL2_SD: number;
  PWI_QofL3_COMB: number;
  PL_QofL1_COMB: number;
  PSS_QofL1_COMB: number;
  PAG_QofL1_SD: number;
  contactFrequencies: readonly number[];
  /** Community connection score (0–5) or 999. */
  connectionScore: number;
}

const goalProgressTile: Record<number, number> = { 1: 100, 2: 50, 3: 0 };

/** The eight tiles (0–100, higher is better, 999 when missing), rounded to one decimal. */
export function computeTiles(input: TileInputs): number[] {
  const tiles = [
    meanOfPresent([
      input.HT_QofL2_SD,
      mapPresent(input.PH_QofL2_SD, (v) => v * 25),
      mapPresent(input.YH_QofL3_SD, (v) => v * 10),
    ]),
    meanOfPresent([
      mapPresent(input.MH_QofL2_SD, (v) => v * 25),
      mapPresent(input.AD_QofL2_SD, (v) => v * 25),
    ]),
    input.PWI_QofL3_COMB,
    mapPresent(input.PL_QofL1_COMB, (v) => ((3 - v) / 2) * 100),
    meanOfPresent(input.contactFrequencies.map((f) => mapPresent(f, (v) => v * 20))),
    mapPresent(input.PSS_QofL1_COMB, (v) => ((3 - v) / 2) * 100),
    mapPresent(input.connectionScore, (v) => v * 20),
    isPresent(input.PAG_QofL1_SD) ? (goalProgressTile[input.PAG_QofL1_SD] ?? MISSING) : MISSING,
  ];
  return tiles.map((t) => mapPresent(t, (v) => round(v, 1)));
}

/**
 * Wellness score (spec 000 §5): the mean of the tiles to one decimal; 'Not enough data available'
 * when any tile is above 100 (999 included) or not a number, or when there are no tiles.
 */
export function wellnessScore(tiles: readonly number[]): number | string {
  const usable =
    tiles.length > 0 && tiles.every((t) => typeof t === 'number' && Number.isFinite(t) && t <= 100);
  if (!usable) return msg('scoring.wellness.notEnoughData');
  return round(tiles.reduce((sum, t) => sum + t, 0) / tiles.length, 1);
}

/** Wellness gauge level 0–8 (METRICS.md §5: wellness ÷ 12.5 rounded up); 0 when not a score. */
export function gaugeLevel(wellness: number | string): number {
  if (typeof wellness !== 'number' || !Number.isFinite(wellness)) return 0;
  return Math.min(8, Math.max(0, Math.ceil(wellness / 12.5)));
}
