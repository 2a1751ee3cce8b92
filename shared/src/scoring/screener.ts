import { msg, type ScoringMessageKey } from '../messages/scoring';
import { MISSING, readNumber } from './values';

/** Risk levels of the social health screener (spec 000 §4). */
export type RiskLevel = 'Lowest Risk' | 'Some Risk' | 'Moderate Risk' | 'High Risk';

/** Names of the seven screener questions (spec 000 §3 'Screener answer coding'). */
export const SCREENER_QUESTIONS = [
  'household2_size',
  'community_activity_participate',
  'life_satisfaction2',
  'local_community_belonging',
  'lack_companionship',
  'feel_leftout',
  'feel_isolated',
] as const;

/** Loneliness item coding shared by the screener and the reports (METRICS.md §2). */
export const LONELINESS_ITEMS = ['lack_companionship', 'feel_leftout', 'feel_isolated'] as const;
export const Loneliness = { HardlyEver: 0, Sometimes: 1, Often: 2 } as const;

const levelKey: Record<RiskLevel, ScoringMessageKey> = {
  'Lowest Risk': 'scoring.risk.lowest',
  'Some Risk': 'scoring.risk.some',
  'Moderate Risk': 'scoring.risk.moderate',
  'High Risk': 'scoring.risk.high',
};

const levelMessageKey: Record<RiskLevel, ScoringMessageKey> = {
  'Lowest Risk': 'scoring.risk.lowest.message',
  'Some Risk': 'scoring.risk.some.message',
  'Moderate Risk': 'scoring.risk.moderate.message',
  'High Risk': 'scoring.risk.high.message',
};

/** Counts of loneliness items answered Often and Sometimes; 999-free (unanswered items count nothing). */
export function lonelinessCounts(answers: Readonly<Record<string, unknown>>): {
  often: number;
  sometimes: number;
  answered: number;
} {
  const codes = LONELINESS_ITEMS.map((name) => readNumber(answers[name], { min: 0, max: 2, integer: true }));
  return {
    often: codes.filter((c) => c === Loneliness.Often).length,
    sometimes: codes.filter((c) => c === Loneliness.Sometimes).length,
    answered: codes.filter((c) => c !== MISSING).length,
  };
}

/** Level of a risk score (spec 000 §4): 0 Lowest, 1–2 Some, 3 Moderate, 4–5 High. */
export function riskLevel(score: number): RiskLevel {
  if (score <= 0) return 'Lowest Risk';
  if (score <= 2) return 'Some Risk';
  if (score === 3) return 'Moderate Risk';
  return 'High Risk';
}

/** A stored level in the reader's language ('High Risk' → 'Risque élevé'); another value as it is. */
export function levelLabel(level: string): string {
  return Object.hasOwn(levelKey, level) ? msg(levelKey[level as RiskLevel]) : level;
}

/** Display label of a level, from the catalogue (equal to the level name in English). */
export function riskLabel(level: RiskLevel): string {
  return msg(levelKey[level]);
}

/** The catalogue key of a level's label (a follow-up keeps it to word its finding for each reader). */
export function riskLabelKey(level: RiskLevel): ScoringMessageKey {
  return levelKey[level];
}

/** Our message for a level (the spec does not show the original texts). */
export function riskMessage(level: RiskLevel): string {
  return msg(levelMessageKey[level]);
}

/**
 * Social screener risk (spec 000 §4, METRICS.md §6): one point each for living alone, not taking part
 * in community activities as much as wanted, life satisfaction 6 or lower, weak belonging, and
 * loneliness (any item Often, or at least two Sometimes). Unanswered (999, absent, wrong type or out of
 * range) items score nothing.
 */
export function screenerRisk(answers: Readonly<Record<string, unknown>>): {
  score: number;
  level: RiskLevel;
} {
  const household = readNumber(answers.household2_size, { min: 0, max: 4, integer: true });
  const participates = readNumber(answers.community_activity_participate, { min: 0, max: 1, integer: true });
  const satisfaction = readNumber(answers.life_satisfaction2, { min: 1, max: 10, integer: true });
  const belonging = readNumber(answers.local_community_belonging, { min: 0, max: 3, integer: true });
  const loneliness = lonelinessCounts(answers);
  const points = [
    household === 0,
    participates === 0,
    satisfaction !== MISSING && satisfaction <= 6,
    belonging === 0 || belonging === 1,
    loneliness.often > 0 || loneliness.sometimes >= 2,
  ];
  const score = points.filter(Boolean).length;
  return { score, level: riskLevel(score) };
}
