import type { Range } from '../scoring/values';

const FREQ: Range = { min: 0, max: 5, integer: true };
const COUNT: Range = { min: 0, max: 998, integer: true };
const SCALE_0_4: Range = { min: 0, max: 4, integer: true };
const DOMAIN: Range = { min: 0, max: 10 };

/** Numeric answers copied into the payload after range checks (METRICS.md §2). */
export const NUMERIC_FIELDS = {
  household_size: COUNT,
  household2_size: { min: 0, max: 4, integer: true },
  total_children: COUNT,
  total_relatives: COUNT,
  total_close_friends: COUNT,
  total_well_known_neighbours: COUNT,
  community_activity_participate: { min: 0, max: 1, integer: true },
  life_satisfaction2: { min: 1, max: 10, integer: true },
  local_community_belonging: { min: 0, max: 3, integer: true },
  lack_companionship: { min: 0, max: 2, integer: true },
  feel_leftout: { min: 0, max: 2, integer: true },
  feel_isolated: { min: 0, max: 2, integer: true },
  frequency_of_contact_family: FREQ,
  frequency_of_contact_friends: FREQ,
  frequency_of_contact_neighbours: FREQ,
  frequency_get_together_family: FREQ,
  frequency_get_together_friends: FREQ,
  frequency_get_together_neighbours: FREQ,
  support_informal: FREQ,
  support_healthcare: FREQ,
  support_home_healthcare: FREQ,
  support_private_healthcare: FREQ,
  support_wellness_program: FREQ,
  frequency_of_participation_religion: FREQ,
  frequency_of_participation_recreation: FREQ,
  frequency_of_participation_education: FREQ,
  frequency_of_participation_associations: FREQ,
  frequency_of_participation_volunteer: FREQ,
  frequency_of_participation_informal_help: FREQ,
  frequency_of_participation_music: FREQ,
  frequency_of_participation_sports: FREQ,
  frequency_of_participation_kindness: FREQ,
  frequency_of_participation_other_activities: FREQ,
  HT_QofL2_SD: { min: 0, max: 100 },
  PH_QofL2_SD: SCALE_0_4,
  MH_QofL2_SD: SCALE_0_4,
  M_QofL2_SD: SCALE_0_4,
  PC_QofL2_SD: SCALE_0_4,
  UA_QofL2_SD: SCALE_0_4,
  PD_QofL2_SD: SCALE_0_4,
  AD_QofL2_SD: SCALE_0_4,
  HU_ED_QofL2_SD: COUNT,
  HU_HNum_QofL2_SD: COUNT,
  HU_EMS_QofL2_SD: COUNT,
  HU_UC_QofL2_SD: COUNT,
  LS_QofL3_SD: DOMAIN,
  SL_QofL3_SD: DOMAIN,
  YH_QofL3_SD: DOMAIN,
  AL_QofL3_SD: DOMAIN,
  PR_QofL3_SD: DOMAIN,
  HSF_QofL3_SD: DOMAIN,
  FPC_QofL3_SD: DOMAIN,
  FS_QofL3_SD: DOMAIN,
  SR_QofL3_SD: DOMAIN,
  PAG_QofL1_SD: { min: 1, max: 3, integer: true },
} as const satisfies Record<string, Range>;

/** Metrics the engine derives from several answers (METRICS.md §3). */
export const DERIVED_NUMERIC_FIELDS = [
  'often_count',
  'sometimes_count',
  'PSS_QofL1_COMB',
  'PL_QofL1_COMB',
  'QSC_QofL1_COMB',
  'PWI_QofL3_COMB',
] as const;

/** Free-text answers shown as they are. */
export const TEXT_FIELDS = ['marital_status', 'meaningful_people'] as const;

/** Checkbox answers (interest activities). */
export const LIST_FIELDS = [
  'activities',
  'meaningful_activities',
  'challenging_activities',
  'like_to_join',
] as const;

/** Problem labels derived from the problem-scale items (METRICS.md §3). */
export const PROBLEM_FIELDS = {
  problem_walking: 'M_QofL2_SD',
  problem_washing_dressing: 'PC_QofL2_SD',
  problem_usual_activities: 'UA_QofL2_SD',
  problem_pain_discomfort: 'PD_QofL2_SD',
  problem_anxious_depressed: 'AD_QofL2_SD',
} as const;

export type NumericField = keyof typeof NUMERIC_FIELDS | (typeof DERIVED_NUMERIC_FIELDS)[number];
export type TextField = (typeof TEXT_FIELDS)[number] | keyof typeof PROBLEM_FIELDS;
export type ListField = (typeof LIST_FIELDS)[number];

/** The composed fields of a report payload: built from several answers or from rows (METRICS.md §3). */
export const COMPOSED_FIELDS = [
  'access_to_family_doctor',
  'goals',
  'trusted_people',
  'FCP_INT_COMB',
  'FCP_STRINGS_COMB',
  'community_connection',
] as const;

/** Every payload field a round's answers fill, one by one (all but the wellness score of the tiles). */
export const ANSWER_FIELDS = [
  ...(Object.keys(NUMERIC_FIELDS) as (keyof typeof NUMERIC_FIELDS)[]),
  ...DERIVED_NUMERIC_FIELDS,
  ...TEXT_FIELDS,
  ...(Object.keys(PROBLEM_FIELDS) as (keyof typeof PROBLEM_FIELDS)[]),
  ...LIST_FIELDS,
  ...COMPOSED_FIELDS,
] as const;

export const PSS_ITEMS = ['PSS_1', 'PSS_2', 'PSS_3', 'PSS_4', 'PSS_5', 'PSS_6'] as const;
export const QSC_ITEMS = ['QSC_1', 'QSC_2', 'QSC_3'] as const;
export const RELATIONS = ['Family', 'Friend', 'Neighbour', 'Other'] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * Every answer name the report engine reads from a round's merged answers (`computeRound`): a stored
 * round keeps these answers beside its payload, so a reader in another language gets the payload
 * computed again from them (issue 25). `fields.test.ts` watches the engine read the library's rounds
 * and fails on a name missing here.
 */
export const ROUND_INPUTS: readonly string[] = [
  ...Object.keys(NUMERIC_FIELDS),
  ...TEXT_FIELDS,
  ...LIST_FIELDS,
  ...PSS_ITEMS,
  ...QSC_ITEMS,
  'access_to_family_doctor',
  'goals',
  'trusted_people',
];

/** The answers of a round the report engine reads (`ROUND_INPUTS`), the others left out. */
export function roundInputs(answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    ROUND_INPUTS.filter((name) => Object.hasOwn(answers, name)).map((name) => [name, answers[name]]),
  );
}
