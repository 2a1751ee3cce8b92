import { isAdviceKey, msg as adviceMsg } from '../messages/advice';
import type { Locale } from '../messages/locale';
import type { ReportPayload } from '../reports/report';
import type { AdviceKey } from '../scoring/advice';
import { flagText, type Flag } from '../scoring/flags';
import { riskLabelKey } from '../scoring/screener';
import type { FollowupSeverity } from '../schemas/followup';
import type { ReportKind } from '../schemas/reports';

/** One finding of a round that calls for a follow-up (issue 24). */
export interface RoundFinding {
  /** `${severity}:${metric}`: one open follow-up per member and key at a time. */
  key: string;
  severity: FollowupSeverity;
  metric: string;
  /** Its text in English (issue 25: stored texts are English; readers get theirs from the key). */
  text: string;
  /** The catalogue key of the text (a scoring label or an advice block), when known. */
  textKey?: string;
  /** The key's params (a param that is a catalogue text kept as its key). */
  textParams?: Record<string, string>;
  answer: number | string | null;
}

/** The words of a finding as stored: its text, and the key and params it was made from when known. */
export type FindingWords = Pick<RoundFinding, 'text' | 'textKey' | 'textParams'>;

/**
 * A finding's text in `locale` (the current one by default): worded again from its key (a flag's
 * scoring label, a risk level, an advice block); one stored without a key (older follow-ups) keeps its
 * text.
 */
export function findingText(finding: FindingWords, locale?: Locale): string {
  const { text, textKey: key, textParams: params } = finding;
  if (key !== undefined && isAdviceKey(key)) return adviceMsg(key, params, locale);
  return flagText({ metric: '', text, ...(key ? { key } : {}), ...(params ? { params } : {}) }, locale);
}

/**
 * Days from opening to due, by severity. Red 2 and yellow 7 are the issue's; decisions for the others:
 * a High screener risk is as urgent as a red flag (2), a Moderate one as a yellow flag (7), a Community
 * Connections concern (an advice block, no health alert) 14. A facility may override any of them.
 */
export const DEFAULT_DUE_DAYS: Readonly<Record<FollowupSeverity, number>> = {
  red: 2,
  yellow: 7,
  highRisk: 2,
  moderateRisk: 7,
  concern: 14,
};

/**
 * The Community Connections advice blocks that are concerns of their own. The other blocks follow from
 * a red or yellow flag, which opens its own follow-up already.
 */
const CONCERN_ADVICE: readonly AdviceKey[] = [
  'advice.socialTime',
  'advice.groupActivity',
  'advice.wellBeingLow',
  'advice.socialContactLow',
];

function answerOf(payload: ReportPayload, metric: string): number | string | null {
  const column = (payload as unknown as Record<string, unknown>)[metric];
  const value = Array.isArray(column) ? (column[0] as unknown) : undefined;
  if (typeof value === 'number') return value === 999 ? null : value;
  return typeof value === 'string' ? value : null;
}

/**
 * The findings of one stored round (a payload of one round, as `roundPayload` makes it): every red and
 * yellow flag of any report kind, a High or Moderate risk of a screener round, and the concerns of a
 * Community Connections round. In report order, without repeats.
 */
export function roundFindings(
  payload: ReportPayload,
  kind: ReportKind,
  connectorEmail: string,
): RoundFinding[] {
  const found: RoundFinding[] = [];
  const add = (
    severity: FollowupSeverity,
    metric: string,
    words: FindingWords,
    answer: number | string | null,
  ) => {
    const key = `${severity}:${metric}`;
    if (!found.some((f) => f.key === key)) found.push({ key, severity, metric, ...words, answer });
  };
  // The text in English from its key when known (a stored round's flags are English already; the risk
  // and advice texts are worded here, where `msg()` would take the saver's language).
  const english = (key: string, params?: Record<string, string>): FindingWords => ({
    text: findingText({ text: '', textKey: key, ...(params ? { textParams: params } : {}) }, 'en'),
    textKey: key,
    ...(params ? { textParams: params } : {}),
  });
  const ofFlag = (flag: Flag): FindingWords =>
    flag.key ? english(flag.key, flag.params) : { text: flag.text };
  const roundFlags = payload.flags?.[0];
  for (const flag of roundFlags?.red ?? [])
    add('red', flag.metric, ofFlag(flag), answerOf(payload, flag.metric));
  for (const flag of roundFlags?.yellow ?? [])
    add('yellow', flag.metric, ofFlag(flag), answerOf(payload, flag.metric));
  const risk = payload.screener_risk?.[0];
  if (kind === 'screener' && risk && (risk.level === 'High Risk' || risk.level === 'Moderate Risk'))
    add(
      risk.level === 'High Risk' ? 'highRisk' : 'moderateRisk',
      'screener_risk',
      english(riskLabelKey(risk.level)),
      risk.score,
    );
  if (kind === 'cc')
    for (const advice of payload.advice?.[0] ?? [])
      if (CONCERN_ADVICE.includes(advice)) add('concern', advice, english(advice, { connectorEmail }), null);
  return found;
}

/** The findings of `next` that `previous` (the same round before this save) did not have. */
export function newlyRaised(
  previous: readonly RoundFinding[],
  next: readonly RoundFinding[],
): RoundFinding[] {
  const before = new Set(previous.map((f) => f.key));
  return next.filter((f) => !before.has(f.key));
}
