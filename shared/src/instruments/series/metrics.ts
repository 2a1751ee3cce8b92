import { ANSWER_FIELDS, PROBLEM_FIELDS, type TextField } from '../../reports/fields';
import { TILE_NAMES, type TileName } from '../../scoring/tiles';
import type { ReportMetric } from '../types';

/** Every report field the engine fills from answers (the payload of spec 000 §3 less identity and dates). */
export const FULL_REPORT_METRICS: readonly ReportMetric[] = [...ANSWER_FIELDS, 'wellness_score'];

/** The eight dashboard tiles. */
export const ALL_TILES: readonly TileName[] = TILE_NAMES;

/** What the loneliness items give: the items, their counts and the loneliness score. */
export const LONELINESS_METRICS: readonly ReportMetric[] = [
  'lack_companionship',
  'feel_leftout',
  'feel_isolated',
  'often_count',
  'sometimes_count',
  'PL_QofL1_COMB',
];

/** What the health items of the Quality of Life chapters give. */
export const HEALTH_METRICS: readonly ReportMetric[] = [
  'HT_QofL2_SD',
  'PH_QofL2_SD',
  'MH_QofL2_SD',
  'M_QofL2_SD',
  'PC_QofL2_SD',
  'UA_QofL2_SD',
  'PD_QofL2_SD',
  'AD_QofL2_SD',
  ...(Object.keys(PROBLEM_FIELDS) as TextField[]),
];

/** The nine well-being domains and their combined score. */
export const WELLBEING_METRICS: readonly ReportMetric[] = [
  'LS_QofL3_SD',
  'SL_QofL3_SD',
  'YH_QofL3_SD',
  'AL_QofL3_SD',
  'PR_QofL3_SD',
  'HSF_QofL3_SD',
  'FPC_QofL3_SD',
  'FS_QofL3_SD',
  'SR_QofL3_SD',
  'PWI_QofL3_COMB',
];
