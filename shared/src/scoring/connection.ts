import { msg, type ScoringMessageKey } from '../messages/scoring';
import { FREQUENCY_RANGE } from './frequency';
import { MISSING, meanOfPresent, readNumber, round } from './values';

/** The ten participation categories in FCP order (spec 000 §9), with their question names and labels. */
export const PARTICIPATION_CATEGORIES: readonly { name: string; label: ScoringMessageKey }[] = [
  { name: 'frequency_of_participation_religion', label: 'scoring.participation.religion' },
  { name: 'frequency_of_participation_recreation', label: 'scoring.participation.recreation' },
  { name: 'frequency_of_participation_education', label: 'scoring.participation.education' },
  { name: 'frequency_of_participation_associations', label: 'scoring.participation.associations' },
  { name: 'frequency_of_participation_volunteer', label: 'scoring.participation.volunteer' },
  { name: 'frequency_of_participation_informal_help', label: 'scoring.participation.informalHelp' },
  { name: 'frequency_of_participation_music', label: 'scoring.participation.music' },
  { name: 'frequency_of_participation_sports', label: 'scoring.participation.sports' },
  { name: 'frequency_of_participation_kindness', label: 'scoring.participation.kindness' },
  { name: 'frequency_of_participation_other_activities', label: 'scoring.participation.other' },
];

/** Community connection label thresholds (spec 000 §9). */
export function connectionLabel(score: number): string {
  if (score > 4.5) return msg('scoring.connection.excellent');
  if (score > 3.5) return msg('scoring.connection.good');
  if (score >= 2) return msg('scoring.connection.normal');
  return msg('scoring.connection.poor');
}

/**
 * Community connection score (spec 000 §9, METRICS.md §3): the mean of the answered participation
 * frequencies (equal to the sum ÷ 10 when all ten are answered), two decimals, with its label; null when
 * none is answered. Values outside the 0–5 scale (999 included) count as unanswered.
 */
export function communityConnection(
  frequencies: readonly unknown[],
): { score: number; label: string } | null {
  const mean = meanOfPresent(frequencies.map((f) => readNumber(f, FREQUENCY_RANGE)));
  if (mean === MISSING) return null;
  const score = round(mean, 2);
  return { score, label: connectionLabel(score) };
}

/**
 * The names of the participation categories a round takes part in at all (frequency 1 or more), in FCP
 * order, in the current locale; 999 when no category is answered (the payload's `FCP_STRINGS_COMB`).
 */
export function participationNames(fcpInts: readonly number[]): string[] | typeof MISSING {
  if (fcpInts.every((v) => v === MISSING)) return MISSING;
  return PARTICIPATION_CATEGORIES.filter((c, i) => {
    const value = fcpInts[i];
    return value !== undefined && value !== MISSING && value >= 1;
  }).map((c) => msg(c.label));
}
