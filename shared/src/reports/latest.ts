import { msg } from '../messages/scoring';
import { selectAdvice } from '../scoring/advice';
import { flags as computeFlags, PWI_DOMAINS, type Flag, type Flags } from '../scoring/flags';
import { wellnessLabel } from '../scoring/labels';
import { riskLabel, type RiskLevel } from '../scoring/screener';
import { TILE_NAMES, wellnessScore, type TileName } from '../scoring/tiles';
import { isPresent, MISSING } from '../scoring/values';
import { ANSWER_FIELDS, LIST_FIELDS } from './fields';
import type { ReportKind } from '../schemas/reports';
import type { ReportPayload } from './report';

/**
 * The member dashboard's **latest known figures** (issue 20): every figure from the member's most
 * recent finished round of ANY report series that carries it, each with the round it came from.
 * Pure: the server composes it from the stored one-round payloads (nothing is read from answers).
 */

/** A stored round as the composition reads it: its one-round payload and where it came from. */
export interface SourcedRound {
  instanceId: string;
  /** The report kind of its series. */
  kind: ReportKind;
  /** The series template's name, shown as the figure's source. */
  collectionName: string;
  /** Its French name when the round's instance was started (issue 25), if any. */
  collectionNameFr?: string;
  /** When the round was last answered (its figures' date). */
  updatedAt: string;
  memberName?: string;
  payload: ReportPayload;
}

/** Where a figure came from: one round of one series. */
export type FigureSource = Omit<SourcedRound, 'payload' | 'memberName'>;

/** The rounds the figures came from (newest first) and, per figure key, the index of its round. */
export interface FigureSources {
  rounds: FigureSource[];
  figures: Record<string, number>;
}

/**
 * The dashboard's figures: a one-round report payload of the latest figures, with their sources. They
 * are no one round's, so `collectionIds` is empty (the sources name the rounds).
 */
export type LatestFigures = ReportPayload & { collectionIds: string[]; sources: FigureSources };

/** The figure key of a tile (`tile.health`, …); other figures use their payload field's name. */
export const tileFigure = (name: TileName): string => `tile.${name}`;

/** The figure key of the screener's risk (from the latest social health screener round). */
export const RISK_FIGURE = 'screener_risk';

/**
 * The interest lists each report kind's series asks (the instrument library's `metrics`; checked by
 * latest.test.ts). A finished round that asks a list and has none chose none of its activities: that
 * is the member's latest answer, so an older round's list is not shown instead (an empty checkbox
 * list is 999 in the payload, like an unasked one).
 */
export const LISTS_ASKED: Readonly<Record<ReportKind, readonly string[]>> = {
  cc: LIST_FIELDS,
  qofl: ['meaningful_activities'],
  qoflShort: [],
  screener: [],
};

/**
 * The figures the Health Alert checks (the inputs of `flags`, spec 000 §4) and the screener's risk:
 * the rounds they came from are the alert's sources.
 */
export const HEALTH_ALERT_FIGURES: readonly string[] = [
  'HT_QofL2_SD',
  'PH_QofL2_SD',
  'MH_QofL2_SD',
  ...['M', 'PC', 'UA', 'PD', 'AD'].map((p) => `${p}_QofL2_SD`),
  ...['ED', 'HNum', 'EMS', 'UC'].map((u) => `HU_${u}_QofL2_SD`),
  'access_to_family_doctor',
  ...PWI_DOMAINS.map((d) => `${d}_QofL3_SD`),
  'PAG_QofL1_SD',
  'PSS_QofL1_COMB',
  'often_count',
  'sometimes_count',
  'PL_QofL1_COMB',
  RISK_FIGURE,
];

/** Whether a round's value of a field is a figure (not 999, null or a list of 999s). */
function known(value: unknown): boolean {
  if (value === undefined || value === null || value === MISSING) return false;
  if (Array.isArray(value) && value.every((v) => typeof v === 'number')) return value.some(isPresent);
  return true;
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * The flag a screener risk raises on the dashboard (issue 20 decision): High Risk a red flag, Moderate
 * Risk a yellow one, with the level and score, so the Health Alert never says 'No Red Flags' beside a
 * High Risk meter. Some and Lowest Risk raise none.
 */
export function riskFlag(risk: { score: number; level: RiskLevel } | undefined): {
  colour: 'red' | 'yellow';
  flag: Flag;
} | null {
  if (!risk || (risk.level !== 'High Risk' && risk.level !== 'Moderate Risk')) return null;
  const params = { level: riskLabel(risk.level), score: risk.score };
  const flag = { metric: RISK_FIGURE, text: msg('scoring.flag.screenerRisk', params) };
  return { colour: risk.level === 'High Risk' ? 'red' : 'yellow', flag };
}

/**
 * The latest known figures of a member's rounds (any series, any order): each field, tile and the
 * screener's risk from the newest round that has it; the wellness score is the average of the eight
 * tiles shown (spec 000 §5, so it is 'Not enough data available' only when a tile is in no round); the
 * flags and advice are those of the figures shown, plus the screener risk's flag (`riskFlag`).
 * Undefined when there is no round.
 */
export function latestFigures(rounds: readonly SourcedRound[]): LatestFigures | undefined {
  if (rounds.length === 0) return undefined;
  const newest = [...rounds].sort((a, b) => timeOf(b.updatedAt) - timeOf(a.updatedAt));
  const used: FigureSource[] = [];
  const figures: Record<string, number> = {};
  const note = (key: string, round: SourcedRound) => {
    let i = used.findIndex((u) => u.instanceId === round.instanceId);
    if (i < 0) {
      const { payload: _payload, memberName: _name, ...source } = round;
      i = used.push(source) - 1;
    }
    figures[key] = i;
  };
  const valueOf = (field: string, round: SourcedRound): unknown =>
    ((round.payload as unknown as Record<string, unknown[] | undefined>)[field] ?? [])[0];

  const composed: Record<string, unknown> = {};
  for (const field of ANSWER_FIELDS) {
    const list = (LIST_FIELDS as readonly string[]).includes(field);
    const from = list
      ? newest.find((r) => LISTS_ASKED[r.kind].includes(field))
      : newest.find((r) => known(valueOf(field, r)));
    const value = valueOf(field, from ?? newest[0]!);
    if (from && known(value)) note(field, from);
    composed[field] = [value ?? MISSING];
  }
  const tiles = TILE_NAMES.map((name, i) => {
    const from = newest.find((r) => isPresent(r.payload.tiles[0]?.[i] ?? MISSING));
    if (!from) return MISSING;
    note(tileFigure(name), from);
    return from.payload.tiles[0]![i]!;
  });
  const screener = newest.find((r) => r.kind === 'screener' && r.payload.screener_risk[0] !== undefined);
  if (screener) note(RISK_FIGURE, screener);
  const risk = screener?.payload.screener_risk[0];

  const metrics = Object.fromEntries(Object.entries(composed).map(([k, v]) => [k, (v as unknown[])[0]]));
  const found: Flags = computeFlags(metrics);
  const raised = riskFlag(risk);
  if (raised) found[raised.colour].unshift(raised.flag);
  const wellness = wellnessScore(tiles);
  const newestUsed = used.reduce((a, b) => (timeOf(b.updatedAt) > timeOf(a) ? b.updatedAt : a), '');
  return {
    ...(composed as unknown as ReportPayload),
    collection_last_updated: [newestUsed || newest[0]!.updatedAt],
    collectionIds: [],
    flags: [found],
    tiles: [tiles],
    wellness_score: [wellness],
    wellness_label: [wellnessLabel(wellness)],
    screener_risk: risk ? [risk] : [],
    advice: [selectAdvice(metrics, found)],
    diagnostics: [],
    ...(newest[0]!.memberName === undefined ? {} : { memberName: newest[0]!.memberName }),
    sources: { rounds: used, figures },
  };
}

/** The distinct rounds (newest first) a set of figures came from; none for figures no round has. */
export function sourcesOf(sources: FigureSources | undefined, keys: readonly string[]): FigureSource[] {
  if (!sources) return [];
  const indexes = new Set(keys.flatMap((k) => (k in sources.figures ? [sources.figures[k]!] : [])));
  return [...indexes]
    .flatMap((i) => (sources.rounds[i] ? [sources.rounds[i]] : []))
    .sort((a, b) => timeOf(b.updatedAt) - timeOf(a.updatedAt));
}
