import { msg, type ScoringMessageKey } from '../messages/scoring';
import { MISSING, readNumber, type Range } from './values';

/** One frequency scale everywhere (spec 000 §9): 5 Daily … 0 Never. */
export const FREQUENCY_RANGE: Range = { min: 0, max: 5, integer: true };

export const Frequency = { Never: 0, Yearly: 1, FewTimesYear: 2, Monthly: 3, Weekly: 4, Daily: 5 } as const;

const frequencyKeys: readonly ScoringMessageKey[] = [
  'scoring.frequency.never',
  'scoring.frequency.yearly',
  'scoring.frequency.fewTimesYear',
  'scoring.frequency.monthly',
  'scoring.frequency.weekly',
  'scoring.frequency.daily',
];

/** Label of a frequency code ('Daily', 'Weekly', …), or null when the value is not a code. */
export function frequencyLabel(value: unknown): string | null {
  const code = readNumber(value, FREQUENCY_RANGE);
  const key = code === MISSING ? undefined : frequencyKeys[code];
  return key === undefined ? null : msg(key);
}
