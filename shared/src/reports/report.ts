import type { AdviceKey } from '../scoring/advice';
import type { Flags } from '../scoring/flags';
import { wellnessLabel } from '../scoring/labels';
import type { RiskLevel } from '../scoring/screener';
import type { MISSING } from '../scoring/values';
import {
  DERIVED_NUMERIC_FIELDS,
  LIST_FIELDS,
  NUMERIC_FIELDS,
  PROBLEM_FIELDS,
  TEXT_FIELDS,
  type ListField,
  type NumericField,
  type TextField,
} from './fields';
import type { Diagnostic } from './read';
import { computeRound, type Goal, type RoundResult, type TrustedPerson } from './round';

type Missing = typeof MISSING;

/** One series instance round: when it was last answered and the answers of all its chapters, merged. */
export interface ReportRound {
  updatedAt: string;
  answers: Record<string, unknown>;
}

/**
 * The report payload (spec 000 §3): every metric an array with one entry per round, oldest first, and
 * 999 where a round has no usable answer; then per round the flags, the eight tiles, the wellness score
 * and label, the community connection score, the screener risk and the advice blocks; and diagnostics
 * naming answers set aside as out of range or of the wrong type (names only, never values).
 */
export type ReportPayload = Record<NumericField, number[]> &
  Record<TextField, (string | Missing)[]> &
  Record<ListField, (string[] | Missing)[]> & {
    collection_last_updated: string[];
    /** Identity fields of spec 000 §3, present only when the caller passes them. */
    account_name?: string;
    memberName?: string;
    access_to_family_doctor: ('Yes' | 'No' | Missing)[];
    goals: (Goal[] | Missing)[];
    trusted_people: (TrustedPerson[] | Missing)[];
    FCP_INT_COMB: number[][];
    FCP_STRINGS_COMB: (string[] | Missing)[];
    flags: Flags[];
    tiles: number[][];
    wellness_score: (number | string)[];
    wellness_label: string[];
    community_connection: ({ score: number; label: string } | null)[];
    screener_risk: { score: number; level: RiskLevel }[];
    advice: AdviceKey[][];
    diagnostics: Diagnostic[];
  };

const NUMERIC_NAMES = [...Object.keys(NUMERIC_FIELDS), ...DERIVED_NUMERIC_FIELDS] as NumericField[];
const TEXT_NAMES = [...TEXT_FIELDS, ...Object.keys(PROBLEM_FIELDS)] as TextField[];

function asAnswers(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function timeOf(updatedAt: string): number {
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

function column<T>(results: readonly RoundResult[], pick: (r: RoundResult) => T): T[] {
  return results.map(pick);
}

/**
 * Builds the report payload from the rounds of a series instance (any order; sorted oldest first by
 * `updatedAt`, undated rounds last), with the member's names when given. Missing chapters, empty or malformed answers and unknown question
 * names never throw: they yield 999 and, for unusable answers, a diagnostic.
 */
export function computeReport(
  rounds: readonly ReportRound[],
  identity: { accountName?: string; memberName?: string } = {},
): ReportPayload {
  const ordered = (Array.isArray(rounds) ? rounds : [])
    .map((r: unknown) => asAnswers(r))
    .map((r) => ({
      updatedAt: typeof r.updatedAt === 'string' ? r.updatedAt : '',
      answers: asAnswers(r.answers),
    }))
    .map((r, i) => ({ ...r, i, time: timeOf(r.updatedAt) }))
    .sort((a, b) => (a.time === b.time ? a.i - b.i : a.time < b.time ? -1 : 1));
  const results = ordered.map((r, index) => computeRound(r.answers, index));

  const numbers = Object.fromEntries(NUMERIC_NAMES.map((n) => [n, column(results, (r) => r.numbers[n])]));
  const texts = Object.fromEntries(TEXT_NAMES.map((n) => [n, column(results, (r) => r.texts[n])]));
  const lists = Object.fromEntries(LIST_FIELDS.map((n) => [n, column(results, (r) => r.lists[n])]));
  return {
    ...(numbers as Record<NumericField, number[]>),
    ...(texts as Record<TextField, (string | Missing)[]>),
    ...(lists as Record<ListField, (string[] | Missing)[]>),
    collection_last_updated: ordered.map((r) => r.updatedAt),
    access_to_family_doctor: column(results, (r) => r.familyDoctor),
    goals: column(results, (r) => r.goals),
    trusted_people: column(results, (r) => r.trustedPeople),
    FCP_INT_COMB: column(results, (r) => r.fcpInts),
    FCP_STRINGS_COMB: column(results, (r) => r.fcpStrings),
    flags: column(results, (r) => r.flags),
    tiles: column(results, (r) => r.tiles),
    wellness_score: column(results, (r) => r.wellness),
    wellness_label: column(results, (r) => wellnessLabel(r.wellness)),
    community_connection: column(results, (r) => r.communityConnection),
    screener_risk: column(results, (r) => r.screenerRisk),
    advice: column(results, (r) => r.advice),
    diagnostics: results.flatMap((r) => r.diagnostics),
    ...(identity.accountName === undefined ? {} : { account_name: identity.accountName }),
    ...(identity.memberName === undefined ? {} : { memberName: identity.memberName }),
  };
}
