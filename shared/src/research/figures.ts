import type { RoundResult } from '../reports/round';
import { SCREENER_QUESTIONS } from '../scoring/screener';
import { TILE_NAMES, type TileName } from '../scoring/tiles';
import { MISSING } from '../scoring/values';
import { wellnessLabel } from '../scoring/labels';
import type { RoundFigures } from '../fhir/observations';

/**
 * The computed figures of a report round as research variables (issue 26): the eight tiles, the wellness
 * score and label, the screener's risk, loneliness and the flags. Each comes with what the data
 * dictionary says of it: label, type, units and the rule that computes it (METRICS.md, in words).
 * These are file contents for researchers, in English like the instruments' variable names.
 */
export interface FigureVariable {
  name: string;
  label: string;
  type: 'number' | 'integer' | 'text' | 'list';
  units: string;
  rule: string;
  /** Choices with labels where the figure is coded. */
  choices?: string;
}

const TILE_LABELS: Record<TileName, string> = {
  health: 'Health',
  mentalHealth: 'Mental health',
  wellBeing: 'Well-being',
  loneliness: 'Loneliness',
  isolation: 'Isolation',
  socialSupport: 'Social support',
  communityParticipation: 'Community participation',
  goalProgress: 'Goal progress',
};

const TILE_RULES: Record<TileName, string> = {
  health: 'mean of HT_QofL2_SD, PH_QofL2_SD×25, YH_QofL3_SD×10 (present ones)',
  mentalHealth: 'mean of MH_QofL2_SD×25 and AD_QofL2_SD×25 (present ones)',
  wellBeing: 'PWI_QofL3_COMB (mean of the nine well-being domains ×10)',
  loneliness: '(3 − PL_QofL1_COMB) ÷ 2 × 100',
  isolation: 'mean of the contact frequencies with family, friends, neighbours ×20',
  socialSupport: '(3 − PSS_QofL1_COMB) ÷ 2 × 100',
  communityParticipation: 'community connection score ×20',
  goalProgress: 'PAG_QofL1_SD: 1 → 100, 2 → 50, 3 → 0',
};

/** The variable name of a tile: `tile_` and its name in snake case. */
export function tileVariable(tile: TileName): string {
  return `tile_${tile.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

/** Every figure variable, in column order. */
export const FIGURE_VARIABLES: readonly FigureVariable[] = [
  ...TILE_NAMES.map((tile): FigureVariable => ({
    name: tileVariable(tile),
    label: `${TILE_LABELS[tile]} tile`,
    type: 'number',
    units: 'score 0–100 (higher is better)',
    rule: `${TILE_RULES[tile]}; rounded to 1 decimal; blank when its inputs are missing`,
  })),
  {
    name: 'wellness_score',
    label: 'Wellness score',
    type: 'number',
    units: 'score 0–100',
    rule: 'mean of the eight tiles, 1 decimal; blank when any tile is missing',
  },
  {
    name: 'wellness_label',
    label: 'Wellness label',
    type: 'text',
    units: '',
    rule: 'wellness score ≤0 Poor, ≤25 Fair, ≤50 Good, ≤75 Very Good, ≤100 Excellent, else Not Available',
  },
  {
    name: 'screener_risk_score',
    label: 'Social health screener risk score',
    type: 'integer',
    units: 'points 0–5',
    rule: 'one point each: lives alone; takes part in community activities less than wanted; life satisfaction ≤6; weak belonging; loneliness (any item Often or two Sometimes); blank when no screener question was answered',
  },
  {
    name: 'screener_risk_level',
    label: 'Social health screener risk level',
    type: 'text',
    units: '',
    rule: 'risk score 0 Lowest Risk, 1–2 Some Risk, 3 Moderate Risk, 4–5 High Risk',
    choices: 'Lowest Risk | Some Risk | Moderate Risk | High Risk',
  },
  {
    name: 'loneliness_score',
    label: 'Perceived loneliness (PL_QofL1_COMB)',
    type: 'number',
    units: 'mean 1–3 (higher is lonelier)',
    rule: 'mean of lack_companionship, feel_leftout, feel_isolated each +1, 2 decimals',
  },
  {
    name: 'loneliness_often_count',
    label: 'Loneliness items answered Often',
    type: 'integer',
    units: 'items 0–3',
    rule: 'count of the three loneliness items answered Often (2)',
  },
  {
    name: 'flags_red_count',
    label: 'Red flags',
    type: 'integer',
    units: 'flags',
    rule: 'number of red flags of the round (METRICS.md §4)',
  },
  {
    name: 'flags_red',
    label: 'Red flags: the metrics that raised them',
    type: 'list',
    units: '',
    rule: 'metric names of the red flags, joined by ;',
  },
  {
    name: 'flags_yellow_count',
    label: 'Yellow flags',
    type: 'integer',
    units: 'flags',
    rule: 'number of yellow flags of the round (METRICS.md §4)',
  },
  {
    name: 'flags_yellow',
    label: 'Yellow flags: the metrics that raised them',
    type: 'list',
    units: '',
    rule: 'metric names of the yellow flags, joined by ;',
  },
];

/** A number, or '' for the engine's missing code (999) and anything not a finite number. */
export function present(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) && value !== MISSING ? String(value) : '';
}

/** Whether the round answered any screener question (else its risk is not a figure of the round). */
export function screenerAnswered(answers: Readonly<Record<string, unknown>>): boolean {
  return SCREENER_QUESTIONS.some((q) => {
    const v = answers[q];
    return v !== undefined && v !== null && v !== '' && v !== MISSING;
  });
}

/** The figure values of one round, by variable name ('' where missing). */
export function figureValues(
  result: RoundResult,
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const risk = screenerAnswered(answers);
  const out: Record<string, string> = {};
  TILE_NAMES.forEach((tile, i) => (out[tileVariable(tile)] = present(result.tiles[i])));
  out.wellness_score = present(result.wellness);
  out.wellness_label = wellnessLabel(result.wellness);
  out.screener_risk_score = risk ? String(result.screenerRisk.score) : '';
  out.screener_risk_level = risk ? result.screenerRisk.level : '';
  out.loneliness_score = present(result.numbers.PL_QofL1_COMB);
  out.loneliness_often_count = present(result.numbers.often_count);
  out.flags_red_count = String(result.flags.red.length);
  out.flags_red = result.flags.red.map((f) => f.metric).join(';');
  out.flags_yellow_count = String(result.flags.yellow.length);
  out.flags_yellow = result.flags.yellow.map((f) => f.metric).join(';');
  return out;
}

/** The figures the FHIR Observations carry, from a round computed by the engine. */
export function roundFiguresOf(
  result: RoundResult,
  answers: Readonly<Record<string, unknown>>,
): RoundFigures {
  const num = (v: unknown) => (present(v) === '' ? undefined : (v as number));
  return {
    wellnessScore: num(result.wellness),
    screenerRisk: screenerAnswered(answers) ? result.screenerRisk : undefined,
    loneliness: num(result.numbers.PL_QofL1_COMB),
    flags: result.flags,
  };
}

/**
 * The figures of a stored one-round report payload (`ReportRoundRecord.payload`: arrays of length one),
 * read defensively; the screener counts as answered when any of its questions has a value there.
 */
export function payloadFiguresOf(payload: Readonly<Record<string, unknown>>): RoundFigures {
  const first = (name: string): unknown =>
    Array.isArray(payload[name]) ? (payload[name] as unknown[])[0] : undefined;
  const num = (v: unknown) => (present(v) === '' ? undefined : (v as number));
  const answered = Object.fromEntries(SCREENER_QUESTIONS.map((q) => [q, first(q)]));
  const risk = first('screener_risk') as RoundFigures['screenerRisk'];
  const flags = first('flags') as RoundFigures['flags'] | undefined;
  return {
    wellnessScore: num(first('wellness_score')),
    screenerRisk: screenerAnswered(answered) && risk ? risk : undefined,
    loneliness: num(first('PL_QofL1_COMB')),
    flags: { red: flags?.red ?? [], yellow: flags?.yellow ?? [] },
  };
}
