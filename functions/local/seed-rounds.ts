import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import type { ModuleTemplate } from '@circles/shared/instruments/types';

/**
 * The demo members' answers for the report series (issue 11: `npm start` lights every report feature
 * with believable data). No I/O here: seed-series.ts and seed-reports.ts save these answers through the
 * API's use cases, and seed-rounds.test.ts computes the reports over them and checks that every tile
 * colour, flag state, wellness label, domain band, risk level, circle frequency and advice block shows.
 *
 * A **profile** is a member's situation at one round; its answers are laid over the chapter's sample
 * answers (sample-answers.ts), only for the questions the chapter asks.
 */

/** The answers of one chapter, from its template. */
export type ChapterAnswers = (template: ModuleTemplate) => Record<string, unknown>;

const person = (name: string, relation: string, frequency: number) => ({ name, relation, frequency });

/** Nine well-being domains at once (LS, SL, YH, AL, PR, HSF, FPC, FS, SR; 0-10). */
function domains(...scores: [number, number, number, number, number, number, number, number, number]) {
  const names = ['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'];
  return Object.fromEntries(names.map((d, i) => [`${d}_QofL3_SD`, scores[i]]));
}

/** Ten participation frequencies (religion … other activities; 0 Never … 5 Daily). */
function participation(
  ...f: [number, number, number, number, number, number, number, number, number, number]
) {
  const names = [
    'religion',
    'recreation',
    'education',
    'associations',
    'volunteer',
    'informal_help',
    'music',
    'sports',
    'kindness',
    'other_activities',
  ];
  return Object.fromEntries(names.map((n, i) => [`frequency_of_participation_${n}`, f[i]]));
}

/** Contact and get-together frequencies with family, friends and neighbours. */
function contact(family: number, friends: number, neighbours: number, together: [number, number, number]) {
  return {
    frequency_of_contact_family: family,
    frequency_of_contact_friends: friends,
    frequency_of_contact_neighbours: neighbours,
    frequency_get_together_family: together[0],
    frequency_get_together_friends: together[1],
    frequency_get_together_neighbours: together[2],
  };
}

const noHealthServiceUse = { HU_ED_QofL2_SD: 0, HU_HNum_QofL2_SD: 0, HU_EMS_QofL2_SD: 0, HU_UC_QofL2_SD: 0 };

/**
 * Member situations, from doing well to in crisis. Each one is coherent (health, mood, support,
 * loneliness and contact agree), as a real member's answers would be.
 */
export const PROFILES = {
  /** Active, well supported, in good health: no flag at all, every tile green or light green. */
  thriving: {
    household_size: 2,
    marital_status: 'Married',
    total_close_friends: 4,
    total_well_known_neighbours: 3,
    ...contact(5, 4, 4, [4, 4, 3]),
    trusted_people: [
      person('Ann', 'Family', 5),
      person('Sam', 'Friend', 4),
      person('Lee', 'Neighbour', 4),
      person('Pat', 'Friend', 3),
      person('Jo', 'Other', 2),
    ],
    community_activity_participate: 1,
    ...participation(4, 4, 3, 3, 4, 5, 4, 4, 5, 2),
    goals: [{ goal: 'Join a choir', first_step: 'Ask at the community centre' }],
    goal_confidence: 5,
    PAG_QofL1_SD: 1,
    HT_QofL2_SD: 90,
    PH_QofL2_SD: 4,
    MH_QofL2_SD: 4,
    M_QofL2_SD: 4,
    PC_QofL2_SD: 4,
    UA_QofL2_SD: 4,
    PD_QofL2_SD: 3,
    AD_QofL2_SD: 4,
    ...noHealthServiceUse,
    access_to_family_doctor: 'Yes',
    life_satisfaction2: 9,
    ...domains(9, 9, 10, 9, 10, 9, 8, 9, 10),
    PSS_1: 1,
    PSS_2: 1,
    PSS_3: 1,
    PSS_4: 1,
    PSS_5: 1,
    PSS_6: 1,
    QSC_1: 1,
    QSC_2: 1,
    QSC_3: 1,
    local_community_belonging: 3,
    lack_companionship: 0,
    feel_leftout: 0,
    feel_isolated: 0,
  },
  /** Getting by with some worries (fair health, a hospital visit, some loneliness): yellow flags only. */
  coping: {
    household_size: 1,
    marital_status: 'Widowed',
    total_close_friends: 2,
    total_well_known_neighbours: 1,
    ...contact(4, 3, 3, [3, 3, 2]),
    trusted_people: [
      person('Ann', 'Family', 4),
      person('Sam', 'Friend', 3),
      person('Lee', 'Neighbour', 2),
      person('Jo', 'Other', 0),
    ],
    community_activity_participate: 1,
    ...participation(3, 3, 1, 2, 3, 4, 2, 3, 4, 1),
    goals: [{ goal: 'Walk three times a week', first_step: 'Buy good shoes' }],
    goal_confidence: 3,
    PAG_QofL1_SD: 2,
    HT_QofL2_SD: 60,
    PH_QofL2_SD: 2,
    MH_QofL2_SD: 1,
    M_QofL2_SD: 2,
    PC_QofL2_SD: 4,
    UA_QofL2_SD: 3,
    PD_QofL2_SD: 2,
    AD_QofL2_SD: 3,
    ...noHealthServiceUse,
    HU_ED_QofL2_SD: 1,
    access_to_family_doctor: 'Yes',
    life_satisfaction2: 7,
    ...domains(7, 7, 6, 8, 7, 8, 7, 7, 8),
    PSS_1: 2,
    PSS_2: 2,
    PSS_3: 1,
    PSS_4: 2,
    PSS_5: 2,
    PSS_6: 1,
    QSC_1: 1,
    QSC_2: 1,
    QSC_3: 0,
    local_community_belonging: 2,
    lack_companionship: 1,
    feel_leftout: 1,
    feel_isolated: 0,
  },
  /** Low mood, few contacts, unsure of support since a move: some red flags, the wellness score Good. */
  unsettled: {
    household_size: 1,
    marital_status: 'Divorced',
    total_close_friends: 1,
    total_well_known_neighbours: 0,
    ...contact(3, 3, 1, [2, 2, 0]),
    trusted_people: [person('Pat', 'Family', 3), person('Sam', 'Friend', 3)],
    community_activity_participate: 0,
    ...participation(2, 2, 0, 0, 1, 3, 1, 2, 3, 0),
    goals: [{ goal: 'Learn to use video calls', first_step: 'Ask my grandson' }],
    goal_confidence: 2,
    PAG_QofL1_SD: 2,
    HT_QofL2_SD: 55,
    PH_QofL2_SD: 2,
    MH_QofL2_SD: 1,
    M_QofL2_SD: 3,
    PC_QofL2_SD: 4,
    UA_QofL2_SD: 2,
    PD_QofL2_SD: 3,
    AD_QofL2_SD: 1,
    ...noHealthServiceUse,
    access_to_family_doctor: 'No',
    life_satisfaction2: 5,
    ...domains(5, 6, 6, 5, 4, 6, 5, 6, 4),
    PSS_1: 2,
    PSS_2: 2,
    PSS_3: 2,
    PSS_4: 2,
    PSS_5: 3,
    PSS_6: 2,
    QSC_1: 1,
    QSC_2: 0,
    QSC_3: 0,
    local_community_belonging: 1,
    lack_companionship: 1,
    feel_leftout: 1,
    feel_isolated: 1,
  },
  /** Poor health, pain, a fall and ambulance, hardly any contact: many red flags, wellness Fair. */
  struggling: {
    household_size: 0,
    marital_status: 'Widowed',
    total_close_friends: 0,
    total_well_known_neighbours: 1,
    ...contact(2, 1, 1, [1, 0, 0]),
    trusted_people: [person('Ann', 'Family', 2), person('Lee', 'Neighbour', 1)],
    community_activity_participate: 0,
    ...participation(1, 0, 0, 0, 0, 1, 0, 0, 1, 0),
    goals: [{ goal: 'Call my sister every Sunday', first_step: 'Put it on the calendar' }],
    goal_confidence: 1,
    PAG_QofL1_SD: 3,
    HT_QofL2_SD: 20,
    PH_QofL2_SD: 1,
    MH_QofL2_SD: 1,
    M_QofL2_SD: 1,
    PC_QofL2_SD: 2,
    UA_QofL2_SD: 2,
    PD_QofL2_SD: 1,
    AD_QofL2_SD: 1,
    HU_ED_QofL2_SD: 2,
    HU_HNum_QofL2_SD: 1,
    HU_EMS_QofL2_SD: 1,
    HU_UC_QofL2_SD: 1,
    access_to_family_doctor: 'No',
    life_satisfaction2: 3,
    ...domains(3, 2, 3, 4, 2, 3, 4, 2, 3),
    PSS_1: 3,
    PSS_2: 3,
    PSS_3: 2,
    PSS_4: 3,
    PSS_5: 3,
    PSS_6: 3,
    QSC_1: 0,
    QSC_2: 0,
    QSC_3: 1,
    local_community_belonging: 0,
    lack_companionship: 2,
    feel_leftout: 2,
    feel_isolated: 1,
  },
  /**
   * In crisis when first met (just out of hospital, alone, no one in touch): every answer at its worst,
   * so every tile is 0 and the wellness score is Poor.
   */
  crisis: {
    household_size: 0,
    marital_status: 'Single',
    total_close_friends: 0,
    total_well_known_neighbours: 0,
    ...contact(0, 0, 0, [0, 0, 0]),
    trusted_people: [person('Jo', 'Family', 0)],
    community_activity_participate: 0,
    ...participation(0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    goals: [{ goal: 'Get back home safely', first_step: 'Ask for a home care visit' }],
    goal_confidence: 1,
    PAG_QofL1_SD: 3,
    HT_QofL2_SD: 0,
    PH_QofL2_SD: 0,
    MH_QofL2_SD: 0,
    M_QofL2_SD: 0,
    PC_QofL2_SD: 1,
    UA_QofL2_SD: 0,
    PD_QofL2_SD: 0,
    AD_QofL2_SD: 0,
    HU_ED_QofL2_SD: 3,
    HU_HNum_QofL2_SD: 2,
    HU_EMS_QofL2_SD: 2,
    HU_UC_QofL2_SD: 0,
    access_to_family_doctor: 'No',
    life_satisfaction2: 1,
    ...domains(0, 0, 0, 0, 0, 0, 0, 0, 0),
    PSS_1: 3,
    PSS_2: 3,
    PSS_3: 3,
    PSS_4: 3,
    PSS_5: 3,
    PSS_6: 3,
    QSC_1: 0,
    QSC_2: 0,
    QSC_3: 0,
    local_community_belonging: 0,
    lack_companionship: 2,
    feel_leftout: 2,
    feel_isolated: 2,
  },
} as const satisfies Record<string, Record<string, unknown>>;

export type Profile = keyof typeof PROFILES;

/**
 * A chapter's answers for a profile: the sample answers of `variant` (every question answered), with the
 * profile's answer for each question this chapter asks.
 */
export function profileAnswers(profile: Profile, variant = 1): ChapterAnswers {
  return (template) => {
    const sample = sampleAnswers(template, variant);
    const own = Object.entries(PROFILES[profile]).filter(([name]) => Object.hasOwn(sample, name));
    return { ...sample, ...Object.fromEntries(own) };
  };
}

/**
 * Screener answers for each risk level (spec 000 §4: one point each for living alone, not taking part,
 * satisfaction ≤ 6, weak belonging, loneliness): Lowest 0, Some 2, Moderate 3, High 5 points. 'some'
 * answers two loneliness items Sometimes (a yellow flag on the dashboard), 'high' one Often (a red one);
 * 'lowest' has no flag at all.
 */
export const SCREENER_BY_RISK = {
  lowest: {
    household2_size: 2,
    community_activity_participate: 1,
    life_satisfaction2: 9,
    local_community_belonging: 3,
    lack_companionship: 0,
    feel_leftout: 0,
    feel_isolated: 0,
    con_que: 0,
  },
  some: {
    household2_size: 1,
    community_activity_participate: 1,
    life_satisfaction2: 6,
    local_community_belonging: 2,
    lack_companionship: 1,
    feel_leftout: 1,
    feel_isolated: 0,
    con_que: 1,
  },
  moderate: {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 4,
    local_community_belonging: 2,
    lack_companionship: 1,
    feel_leftout: 0,
    feel_isolated: 0,
    con_que: 1,
  },
  high: {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 2,
    local_community_belonging: 0,
    lack_companionship: 2,
    feel_leftout: 2,
    feel_isolated: 2,
    con_que: 1,
  },
} as const;

export const screenerAnswers =
  (level: keyof typeof SCREENER_BY_RISK): ChapterAnswers =>
  (t) => ({ ...sampleAnswers(t, 0), ...SCREENER_BY_RISK[level] });

/** A seeded series instance with answers: whose, which library series, how many chapters, the answers. */
export interface SeededRound {
  id: string;
  member: 'mary' | 'paul';
  series: string;
  /** Chapters saved and completed, from the first; 'all' for a finished round. */
  chapters: number | 'all';
  answers: ChapterAnswers;
}

/**
 * The instances seed-series.ts starts with answers (Mary: two finished Community Connections rounds,
 * settling in then coping; Paul: the Quality of Life series with its first chapter done).
 */
export const SERIES_DEMO_ROUNDS: readonly SeededRound[] = [
  {
    id: 'demo-series-mary-cc-1',
    member: 'mary',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('unsettled', 1),
  },
  {
    id: 'demo-series-mary-cc-2',
    member: 'mary',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('coping', 2),
  },
  {
    id: 'demo-series-paul-qls-1',
    member: 'paul',
    series: 'quality-life-series',
    chapters: 1,
    answers: profileAnswers('struggling', 1),
  },
];

/**
 * The rounds seed-reports.ts adds, every one finished. Mary: her third Community Connections round
 * (thriving), screener rounds at Lowest, Some and Moderate risk, three rounds of each Quality of Life
 * series (unsettled → coping → thriving), so every report shows trends. Paul: a screener round at High
 * risk and three Community Connections rounds from the crisis he was referred in to coping.
 */
export const REPORT_DEMO_ROUNDS: readonly SeededRound[] = [
  {
    id: 'demo-round-mary-cc-3',
    member: 'mary',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('thriving', 3),
  },
  ...(['lowest', 'some', 'moderate'] as const).map((level, i): SeededRound => ({
    id: `demo-round-mary-shs-${i + 1}`,
    member: 'mary',
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers(level),
  })),
  {
    id: 'demo-round-paul-shs-1',
    member: 'paul',
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers('high'),
  },
  ...(['unsettled', 'coping', 'thriving'] as const).flatMap((profile, v): SeededRound[] => [
    {
      id: `demo-round-mary-qols-${v + 1}`,
      member: 'mary',
      series: 'quality-of-life-short',
      chapters: 'all',
      answers: profileAnswers(profile, v),
    },
    {
      id: `demo-round-mary-qls-${v + 1}`,
      member: 'mary',
      series: 'quality-life-series',
      chapters: 'all',
      answers: profileAnswers(profile, v),
    },
  ]),
  ...(['crisis', 'struggling', 'coping'] as const).map((profile, i): SeededRound => ({
    id: `demo-round-paul-cc-${i + 1}`,
    member: 'paul',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers(profile, i),
  })),
];
