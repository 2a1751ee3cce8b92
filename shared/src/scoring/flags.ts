import type { Locale } from '../messages/locale';
import { isScoringKey, msg, type ScoringMessageKey } from '../messages/scoring';
import { MISSING, readNumber, type Range } from './values';

/**
 * One triggered health alert: the payload field that triggered it and its plain-language text, with
 * the message key and params the text was made from (issue 25), so any stored flag can be worded again
 * in a reader's language (`flagText`). Flags stored before that carry their text only.
 */
export interface Flag {
  metric: string;
  text: string;
  /** The scoring catalogue key of `text`. */
  key?: string;
  /** Its params; a param that is itself a catalogue text (a well-being domain) is kept as its key. */
  params?: Record<string, string>;
}

/** The red and yellow flags of one round. */
export interface Flags {
  red: Flag[];
  yellow: Flag[];
}

/** The five problem-scale items (higher is better) with their severe and moderate texts. */
export const PROBLEM_ITEMS: readonly {
  metric: string;
  severe: ScoringMessageKey;
  moderate: ScoringMessageKey;
}[] = [
  { metric: 'M_QofL2_SD', severe: 'scoring.flag.mobilitySevere', moderate: 'scoring.flag.mobilityModerate' },
  {
    metric: 'PC_QofL2_SD',
    severe: 'scoring.flag.personalCareSevere',
    moderate: 'scoring.flag.personalCareModerate',
  },
  {
    metric: 'UA_QofL2_SD',
    severe: 'scoring.flag.usualActivitiesSevere',
    moderate: 'scoring.flag.usualActivitiesModerate',
  },
  { metric: 'PD_QofL2_SD', severe: 'scoring.flag.painSevere', moderate: 'scoring.flag.painModerate' },
  { metric: 'AD_QofL2_SD', severe: 'scoring.flag.anxietySevere', moderate: 'scoring.flag.anxietyModerate' },
];

/** The nine Personal Well-being domains (METRICS.md §2), in payload order. */
export const PWI_DOMAINS = ['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'] as const;

const HEALTH_USE: readonly { metric: string; text: ScoringMessageKey }[] = [
  { metric: 'HU_ED_QofL2_SD', text: 'scoring.flag.edVisits' },
  { metric: 'HU_HNum_QofL2_SD', text: 'scoring.flag.hospitalisations' },
  { metric: 'HU_EMS_QofL2_SD', text: 'scoring.flag.ambulance' },
  { metric: 'HU_UC_QofL2_SD', text: 'scoring.flag.urgentCare' },
];

const SCALE_0_4: Range = { min: 0, max: 4, integer: true };
const SCALE_1_3: Range = { min: 1, max: 3 };

/**
 * Red and yellow flags of one round (spec 000 §4, METRICS.md §4). `metrics` holds the round's values by
 * payload field name; missing, 999, wrongly typed or out-of-range values never trigger a flag.
 * Decision: the support-score yellow band is 1.6 ≤ PSS < 2.5 so that no value falls between the bands.
 */
export function flags(metrics: Readonly<Record<string, unknown>>): Flags {
  const red: Flag[] = [];
  const yellow: Flag[] = [];
  const add = (
    list: Flag[],
    metric: string,
    key: ScoringMessageKey,
    params?: Record<string, ScoringMessageKey>,
  ): void => {
    list.push({ metric, text: wordsOf(key, params), key, ...(params ? { params } : {}) });
  };

  const ht = readNumber(metrics.HT_QofL2_SD, { min: 0, max: 100 });
  if (ht !== MISSING && ht <= 50) add(red, 'HT_QofL2_SD', 'scoring.flag.healthTodayLow');
  if (ht !== MISSING && ht > 50 && ht <= 65) add(yellow, 'HT_QofL2_SD', 'scoring.flag.healthTodayFair');

  const ph = readNumber(metrics.PH_QofL2_SD, SCALE_0_4);
  if (ph === 0) add(red, 'PH_QofL2_SD', 'scoring.flag.selfRatedHealthPoor');
  if (ph === 1) add(yellow, 'PH_QofL2_SD', 'scoring.flag.selfRatedHealthFair');
  const mh = readNumber(metrics.MH_QofL2_SD, SCALE_0_4);
  if (mh === 0) add(red, 'MH_QofL2_SD', 'scoring.flag.mentalHealthPoor');
  if (mh === 1) add(yellow, 'MH_QofL2_SD', 'scoring.flag.mentalHealthFair');

  let moderateCount = 0;
  for (const item of PROBLEM_ITEMS) {
    const value = readNumber(metrics[item.metric], SCALE_0_4);
    if (value === 0 || value === 1) add(red, item.metric, item.severe);
    if (value === 2) {
      moderateCount += 1;
      add(yellow, item.metric, item.moderate);
    }
  }

  for (const item of HEALTH_USE) {
    const visits = readNumber(metrics[item.metric], { min: 0, max: 998, integer: true });
    if (visits !== MISSING && visits > 0) add(yellow, item.metric, item.text);
  }

  if (metrics.access_to_family_doctor === 'No')
    add(yellow, 'access_to_family_doctor', 'scoring.flag.noFamilyDoctor');

  const pss = readNumber(metrics.PSS_QofL1_COMB, SCALE_1_3);
  if (moderateCount >= 2 && pss !== MISSING && pss >= 1.6)
    add(yellow, 'moderate_problems', 'scoring.flag.moderateProblems');

  for (const domain of PWI_DOMAINS) {
    const metric = `${domain}_QofL3_SD`;
    const value = readNumber(metrics[metric], { min: 0, max: 10 });
    const params = { domain: `scoring.domain.${domain}` as const };
    if (value !== MISSING && value <= 5) add(red, metric, 'scoring.flag.domainLow', params);
    if (value === 6) add(yellow, metric, 'scoring.flag.domainFair', params);
  }

  const pag = readNumber(metrics.PAG_QofL1_SD, { min: 1, max: 3, integer: true });
  if (pag === 3) add(red, 'PAG_QofL1_SD', 'scoring.flag.goalsHardlyEver');
  if (pag === 2) add(yellow, 'PAG_QofL1_SD', 'scoring.flag.goalsSometimes');

  if (pss !== MISSING && pss >= 2.5) add(red, 'PSS_QofL1_COMB', 'scoring.flag.supportWeak');
  if (pss !== MISSING && pss >= 1.6 && pss < 2.5)
    add(yellow, 'PSS_QofL1_COMB', 'scoring.flag.supportModerate');

  const often = readNumber(metrics.often_count, { min: 0, max: 3, integer: true });
  if (often !== MISSING && often > 0) add(red, 'often_count', 'scoring.flag.lonelinessOften');
  const sometimes = readNumber(metrics.sometimes_count, { min: 0, max: 3, integer: true });
  const pl = readNumber(metrics.PL_QofL1_COMB, SCALE_1_3);
  if (sometimes !== MISSING && sometimes >= 2 && pl !== MISSING && pl >= 1.6) {
    add(yellow, 'sometimes_count', 'scoring.flag.lonelinessSometimes');
  }

  return { red, yellow };
}

/** A flag's text in `locale` (the current one by default) from its key, params that are keys worded too. */
function wordsOf(key: ScoringMessageKey, params?: Record<string, string>, locale?: Locale): string {
  const worded =
    params &&
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        isScoringKey(value) ? msg(value, undefined, locale) : value,
      ]),
    );
  return msg(key, worded, locale);
}

/**
 * The text of a stored flag in `locale` (the current one by default): worded again from its key and
 * params; a flag stored without a key (or with one the catalogue no longer has) keeps its stored text.
 */
export function flagText(flag: Flag, locale?: Locale): string {
  return flag.key !== undefined && isScoringKey(flag.key)
    ? wordsOf(flag.key, flag.params, locale)
    : flag.text;
}

/** The combined check that drives the dashboard alert (spec 000 §4): any red or yellow flag. */
export function hasAnyFlag(result: Flags): boolean {
  return result.red.length > 0 || result.yellow.length > 0;
}
