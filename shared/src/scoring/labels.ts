import { msg as reportsMsg } from '../messages/reports';
import { msg, type ScoringMessageKey } from '../messages/scoring';
import { MISSING, readNumber } from './values';

/** Colours of dashboard tiles, domain bands and bars. */
export type TileColour = 'red' | 'orange' | 'yellow' | 'lightgreen' | 'green' | 'grey';
export type BarColour = 'red' | 'orange' | 'yellow' | 'olive' | 'green' | 'grey';

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Dashboard tile colour (spec 000 §4): 0 red; up to 25 orange; up to 50 yellow; up to 75 light green;
 * up to 101 green; otherwise grey. A negative value first becomes 100 minus its absolute value.
 */
export function tileColour(value: unknown): TileColour {
  if (!isNumber(value)) return 'grey';
  const v = value < 0 ? 100 - Math.abs(value) : value;
  if (v === 0) return 'red';
  if (v < 0) return 'grey';
  if (v <= 25) return 'orange';
  if (v <= 50) return 'yellow';
  if (v <= 75) return 'lightgreen';
  if (v <= 101) return 'green';
  return 'grey';
}

/** Whether a tile shows its percentage: only between -100 and 100 (spec 000 §4). */
export function tileShowsPercent(value: unknown): boolean {
  return isNumber(value) && value >= -100 && value <= 100;
}

/** Label of the wellness score (spec 000 §4): Poor … Excellent, or Not Available. */
export function wellnessLabel(value: unknown): string {
  if (!isNumber(value)) return msg('scoring.wellness.notAvailable');
  if (value <= 0) return msg('scoring.wellness.poor');
  if (value <= 25) return msg('scoring.wellness.fair');
  if (value <= 50) return msg('scoring.wellness.good');
  if (value <= 75) return msg('scoring.wellness.veryGood');
  if (value <= 100) return msg('scoring.wellness.excellent');
  return msg('scoring.wellness.notAvailable');
}

const levelKeys: readonly ScoringMessageKey[] = [
  'scoring.level.veryHigh',
  'scoring.level.high',
  'scoring.level.moderate',
  'scoring.level.low',
  'scoring.level.veryLow',
];

function levelLabel(value: unknown, thresholds: readonly number[]): string {
  if (!isNumber(value)) return msg('scoring.wellness.notAvailable');
  const index = thresholds.findIndex((limit) => value <= limit);
  const key = index === -1 ? undefined : levelKeys[index];
  return key === undefined ? msg('scoring.wellness.notAvailable') : msg(key);
}

/** Loneliness tile label (spec 000 §4): ≤0 Very High, ≤25 High, ≤50 Moderate, ≤75 Low, ≤100 Very Low. */
export function lonelinessLabel(value: unknown): string {
  return levelLabel(value, [0, 25, 50, 75, 100]);
}

/** Isolation tile label (spec 000 §4): ≤20 Very High, ≤40 High, ≤60 Moderate, ≤80 Low, ≤100 Very Low. */
export function isolationLabel(value: unknown): string {
  return levelLabel(value, [20, 40, 60, 80, 100]);
}

/**
 * Colour of one Personal Well-being domain score (spec 000 §5): bands 0-2 red, 3-4 orange, 5-6 yellow,
 * 7-8 light green, 9-10 green; 999 (not answered) is grey.
 * @throws RangeError 'Invalid score range. Score should be between 0 and 10.' for any other value.
 */
export function pwiDomainColour(score: unknown): TileColour {
  if (score === MISSING) return 'grey';
  if (!isNumber(score) || score < 0 || score > 10)
    throw new RangeError(reportsMsg('reports.pwi.invalidRange'));
  if (score <= 2) return 'red';
  if (score <= 4) return 'orange';
  if (score <= 6) return 'yellow';
  if (score <= 8) return 'lightgreen';
  return 'green';
}

/**
 * Band of the combined Personal Well-being score (spec 000 §9): 70-100 satisfied, 46-69 a few aspects,
 * 20-45 many aspects, 0-19 not at all; null outside 0-100.
 */
export function pwiCombinedLabel(score: unknown): string | null {
  const value = readNumber(score, { min: 0, max: 100 });
  if (value === MISSING) return null;
  if (value >= 70) return msg('scoring.pwi.satisfied');
  if (value >= 46) return msg('scoring.pwi.fewAspects');
  if (value >= 20) return msg('scoring.pwi.manyAspects');
  return msg('scoring.pwi.notAtAll');
}

/** Health-today bar colour (spec 000 §9): 0-15 red, ≤30 orange, ≤55 yellow, ≤80 olive, above 80 green. */
export function healthTodayColour(value: unknown): BarColour {
  const v = readNumber(value, { min: 0, max: 100 });
  if (v === MISSING) return 'grey';
  if (v <= 15) return 'red';
  if (v <= 30) return 'orange';
  if (v <= 55) return 'yellow';
  if (v <= 80) return 'olive';
  return 'green';
}

const ratingKeys: readonly ScoringMessageKey[] = [
  'scoring.rating.poor',
  'scoring.rating.fair',
  'scoring.rating.good',
  'scoring.rating.veryGood',
  'scoring.rating.excellent',
];

const problemKeys: readonly ScoringMessageKey[] = [
  'scoring.problem.inability',
  'scoring.problem.severe',
  'scoring.problem.moderate',
  'scoring.problem.slight',
  'scoring.problem.none',
];

function scaleLabel(value: unknown, keys: readonly ScoringMessageKey[]): string | null {
  const code = readNumber(value, { min: 0, max: keys.length - 1, integer: true });
  const key = code === MISSING ? undefined : keys[code];
  return key === undefined ? null : msg(key);
}

/** Quality-of-life rating label (spec 000 §9): 4 Excellent … 0 Poor; null when not a code. */
export function ratingLabel(value: unknown): string | null {
  return scaleLabel(value, ratingKeys);
}

/** Problem-scale label (spec 000 §9): 0 Inability … 4 No Problem; null when not a code. */
export function problemLabel(value: unknown): string | null {
  return scaleLabel(value, problemKeys);
}
