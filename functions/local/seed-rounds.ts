import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import type { LibraryModuleTemplate } from '@circles/shared/instruments/types';
import { PARTICIPATION_CATEGORIES } from '@circles/shared/scoring/connection';
import { PWI_DOMAINS } from '@circles/shared/scoring/flags';

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
export type ChapterAnswers = (template: LibraryModuleTemplate) => Record<string, unknown>;

const person = (name: string, relation: string, frequency: number) => ({ name, relation, frequency });

/** Nine well-being domains at once (PWI_DOMAINS: LS, SL, YH, AL, PR, HSF, FPC, FS, SR; 0-10). */
function domains(...scores: [number, number, number, number, number, number, number, number, number]) {
  return Object.fromEntries(PWI_DOMAINS.map((d, i) => [`${d}_QofL3_SD`, scores[i]]));
}

/** Ten participation frequencies (PARTICIPATION_CATEGORIES: religion … other activities; 0 Never … 5 Daily). */
function participation(
  ...f: [number, number, number, number, number, number, number, number, number, number]
) {
  return Object.fromEntries(PARTICIPATION_CATEGORIES.map((c, i) => [c.name, f[i]]));
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

/** Numbered answers `PREFIX_1`, `PREFIX_2`, … in order. */
function numbered(prefix: string, values: readonly number[]) {
  return Object.fromEntries(values.map((v, i) => [`${prefix}_${String(i + 1)}`, v]));
}

/**
 * Health today (QofL2): the thermometer (0-100); physical and mental health, walking, washing and dressing,
 * usual activities, pain, worry or low mood (0-4, higher is better).
 */
const HEALTH_TODAY = ['HT', 'PH', 'MH', 'M', 'PC', 'UA', 'PD', 'AD'] as const;
/** Health care use in the last 12 months (QofL2 counts): emergency, hospital stays, ambulance, urgent care. */
const HEALTH_CARE_USE = ['ED', 'HNum', 'EMS', 'UC'] as const;

/** A member's situation by topic; `profile` spells it out as answers, in the order of the questions. */
interface Situation {
  household: { size: number; marital: string; closeFriends: number; wellKnownNeighbours: number };
  contact: Parameters<typeof contact>;
  trustedPeople: ReturnType<typeof person>[];
  /** community_activity_participate (1 yes, 0 no) and the ten participation frequencies. */
  participates: number;
  participation: Parameters<typeof participation>;
  /** The one goal and its first step; goal_confidence. */
  goal: [goal: string, firstStep: string];
  goalConfidence: number;
  /** PAG_QofL1_SD (progress on goals) and the QofL2 health items of HEALTH_TODAY. */
  health: { PAG: number } & Record<(typeof HEALTH_TODAY)[number], number>;
  /** Counts of HEALTH_CARE_USE; a missing one is 0. */
  healthCareUse?: Partial<Record<(typeof HEALTH_CARE_USE)[number], number>>;
  familyDoctor: 'Yes' | 'No';
  lifeSatisfaction: number;
  domains: Parameters<typeof domains>;
  /** Perceived support PSS_1 … PSS_6 (1 Often, 2 Sometimes, 3 Hardly ever). */
  support: [number, number, number, number, number, number];
  /** Quality of social contact QSC_1 … QSC_3 (1 yes, 0 no). */
  socialContact: [number, number, number];
  belonging: number;
  /** lack_companionship, feel_leftout, feel_isolated (0 Hardly ever, 1 Sometimes, 2 Often). */
  loneliness: [lack: number, leftOut: number, isolated: number];
}

/** The answers of a situation, keyed by question name. */
function profile(s: Situation): Record<string, unknown> {
  const [lack, leftOut, isolated] = s.loneliness;
  return {
    household_size: s.household.size,
    marital_status: s.household.marital,
    total_close_friends: s.household.closeFriends,
    total_well_known_neighbours: s.household.wellKnownNeighbours,
    ...contact(...s.contact),
    trusted_people: s.trustedPeople,
    community_activity_participate: s.participates,
    ...participation(...s.participation),
    goals: [{ goal: s.goal[0], first_step: s.goal[1] }],
    goal_confidence: s.goalConfidence,
    PAG_QofL1_SD: s.health.PAG,
    ...Object.fromEntries(HEALTH_TODAY.map((k) => [`${k}_QofL2_SD`, s.health[k]])),
    ...Object.fromEntries(HEALTH_CARE_USE.map((k) => [`HU_${k}_QofL2_SD`, s.healthCareUse?.[k] ?? 0])),
    access_to_family_doctor: s.familyDoctor,
    life_satisfaction2: s.lifeSatisfaction,
    ...domains(...s.domains),
    ...numbered('PSS', s.support),
    ...numbered('QSC', s.socialContact),
    local_community_belonging: s.belonging,
    lack_companionship: lack,
    feel_leftout: leftOut,
    feel_isolated: isolated,
  };
}

/**
 * Member situations, from doing well to in crisis. Each one is coherent (health, mood, support,
 * loneliness and contact agree), as a real member's answers would be.
 */
export const PROFILES = {
  /** Active, well supported, in good health: no flag at all, every tile green or light green. */
  thriving: profile({
    household: { size: 2, marital: 'Married', closeFriends: 4, wellKnownNeighbours: 3 },
    contact: [5, 4, 4, [4, 4, 3]],
    trustedPeople: [
      person('Ann', 'Family', 5),
      person('Sam', 'Friend', 4),
      person('Lee', 'Neighbour', 4),
      person('Pat', 'Friend', 3),
      person('Jo', 'Other', 2),
    ],
    participates: 1,
    participation: [4, 4, 3, 3, 4, 5, 4, 4, 5, 2],
    goal: ['Join a choir', 'Ask at the community centre'],
    goalConfidence: 5,
    health: { PAG: 1, HT: 90, PH: 4, MH: 4, M: 4, PC: 4, UA: 4, PD: 3, AD: 4 },
    familyDoctor: 'Yes',
    lifeSatisfaction: 9,
    domains: [9, 9, 10, 9, 10, 9, 8, 9, 10],
    support: [1, 1, 1, 1, 1, 1],
    socialContact: [1, 1, 1],
    belonging: 3,
    loneliness: [0, 0, 0],
  }),
  /** Getting by with some worries (fair health, a hospital visit, some loneliness): yellow flags only. */
  coping: profile({
    household: { size: 1, marital: 'Widowed', closeFriends: 2, wellKnownNeighbours: 1 },
    contact: [4, 3, 3, [3, 3, 2]],
    trustedPeople: [
      person('Ann', 'Family', 4),
      person('Sam', 'Friend', 3),
      person('Lee', 'Neighbour', 2),
      person('Jo', 'Other', 0),
    ],
    participates: 1,
    participation: [3, 3, 1, 2, 3, 4, 2, 3, 4, 1],
    goal: ['Walk three times a week', 'Buy good shoes'],
    goalConfidence: 3,
    health: { PAG: 2, HT: 60, PH: 2, MH: 1, M: 2, PC: 4, UA: 3, PD: 2, AD: 3 },
    healthCareUse: { ED: 1 },
    familyDoctor: 'Yes',
    lifeSatisfaction: 7,
    domains: [7, 7, 6, 8, 7, 8, 7, 7, 8],
    support: [2, 2, 1, 2, 2, 1],
    socialContact: [1, 1, 0],
    belonging: 2,
    loneliness: [1, 1, 0],
  }),
  /** Low mood, few contacts, unsure of support since a move: some red flags, the wellness score Good. */
  unsettled: profile({
    household: { size: 1, marital: 'Divorced', closeFriends: 1, wellKnownNeighbours: 0 },
    contact: [3, 3, 1, [2, 2, 0]],
    trustedPeople: [person('Pat', 'Family', 3), person('Sam', 'Friend', 3)],
    participates: 0,
    participation: [2, 2, 0, 0, 1, 3, 1, 2, 3, 0],
    goal: ['Learn to use video calls', 'Ask my grandson'],
    goalConfidence: 2,
    health: { PAG: 2, HT: 55, PH: 2, MH: 1, M: 3, PC: 4, UA: 2, PD: 3, AD: 1 },
    familyDoctor: 'No',
    lifeSatisfaction: 5,
    domains: [5, 6, 6, 5, 4, 6, 5, 6, 4],
    support: [2, 2, 2, 2, 3, 2],
    socialContact: [1, 0, 0],
    belonging: 1,
    loneliness: [1, 1, 1],
  }),
  /** Poor health, pain, a fall and ambulance, hardly any contact: many red flags, wellness Fair. */
  struggling: profile({
    household: { size: 0, marital: 'Widowed', closeFriends: 0, wellKnownNeighbours: 1 },
    contact: [2, 1, 1, [1, 0, 0]],
    trustedPeople: [person('Ann', 'Family', 2), person('Lee', 'Neighbour', 1)],
    participates: 0,
    participation: [1, 0, 0, 0, 0, 1, 0, 0, 1, 0],
    goal: ['Call my sister every Sunday', 'Put it on the calendar'],
    goalConfidence: 1,
    health: { PAG: 3, HT: 20, PH: 1, MH: 1, M: 1, PC: 2, UA: 2, PD: 1, AD: 1 },
    healthCareUse: { ED: 2, HNum: 1, EMS: 1, UC: 1 },
    familyDoctor: 'No',
    lifeSatisfaction: 3,
    domains: [3, 2, 3, 4, 2, 3, 4, 2, 3],
    support: [3, 3, 2, 3, 3, 3],
    socialContact: [0, 0, 1],
    belonging: 0,
    loneliness: [2, 2, 1],
  }),
  /**
   * In crisis when first met (just out of hospital, alone, no one in touch): every answer at its worst,
   * so every tile is 0 and the wellness score is Poor.
   */
  crisis: profile({
    household: { size: 0, marital: 'Single', closeFriends: 0, wellKnownNeighbours: 0 },
    contact: [0, 0, 0, [0, 0, 0]],
    trustedPeople: [person('Jo', 'Family', 0)],
    participates: 0,
    participation: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    goal: ['Get back home safely', 'Ask for a home care visit'],
    goalConfidence: 1,
    health: { PAG: 3, HT: 0, PH: 0, MH: 0, M: 0, PC: 1, UA: 0, PD: 0, AD: 0 },
    healthCareUse: { ED: 3, HNum: 2, EMS: 2 },
    familyDoctor: 'No',
    lifeSatisfaction: 1,
    domains: [0, 0, 0, 0, 0, 0, 0, 0, 0],
    support: [3, 3, 3, 3, 3, 3],
    socialContact: [0, 0, 0],
    belonging: 0,
    loneliness: [2, 2, 2],
  }),
} satisfies Record<string, Record<string, unknown>>;

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

/**
 * A seeded series instance with answers: whose, which library series, how many chapters, the answers,
 * and when (issue 20): started `daysAgo` whole days before the seed (seed-history.ts `seedDay`), its
 * chapters saved and completed in that one visit, minutes apart.
 */
export interface SeededRound {
  id: string;
  member: 'mary' | 'paul';
  series: string;
  /** Chapters saved and completed, from the first; 'all' for a finished round. */
  chapters: number | 'all';
  answers: ChapterAnswers;
  daysAgo: number;
}

/**
 * The instances seed-series.ts starts with answers (Mary: two finished Community Connections rounds,
 * settling in then coping; Paul: the Quality of Life series started last week, its first chapter done).
 */
export const SERIES_DEMO_ROUNDS: readonly SeededRound[] = [
  {
    id: 'demo-series-mary-cc-1',
    member: 'mary',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('unsettled', 1),
    daysAgo: 330,
  },
  {
    id: 'demo-series-mary-cc-2',
    member: 'mary',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers('coping', 2),
    daysAgo: 200,
  },
  {
    id: 'demo-series-paul-qls-1',
    member: 'paul',
    series: 'quality-life-series',
    chapters: 1,
    answers: profileAnswers('struggling', 1),
    daysAgo: 8,
  },
];

/*
 * The report rounds' days (issue 20). Mary, a member for a year: a round of each series every few months,
 * her latest Community Connections six weeks ago, then her screener, then both Quality of Life series
 * in the last three weeks. Paul, referred nine months ago: the High risk screener that brought him in,
 * then his Community Connections rounds, the latest three weeks ago. The dashboard reads each figure
 * from the newest round that has it, so the order of a member's last rounds is that of the seed before
 * issue 20 (Community Connections, screener, Quality of Life short, Quality of Life): the figures are
 * the same, only their dates moved (seed-rounds.test.ts checks both).
 */
const MARY_CC_3_DAYS = 45;
const MARY_SCREENER_DAYS = [290, 150, 30] as const;
const MARY_QOL_SHORT_DAYS = [316, 186, 19] as const;
const MARY_QOL_DAYS = [314, 184, 17] as const;
const PAUL_SCREENER_DAYS = 262;
const PAUL_CC_DAYS = [255, 140, 24] as const;

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
    daysAgo: MARY_CC_3_DAYS,
  },
  ...(['lowest', 'some', 'moderate'] as const).map((level, i): SeededRound => ({
    id: `demo-round-mary-shs-${i + 1}`,
    member: 'mary',
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers(level),
    daysAgo: MARY_SCREENER_DAYS[i]!,
  })),
  {
    id: 'demo-round-paul-shs-1',
    member: 'paul',
    series: 'social-health-screener',
    chapters: 'all',
    answers: screenerAnswers('high'),
    daysAgo: PAUL_SCREENER_DAYS,
  },
  ...(['unsettled', 'coping', 'thriving'] as const).flatMap((profile, v): SeededRound[] => [
    {
      id: `demo-round-mary-qols-${v + 1}`,
      member: 'mary',
      series: 'quality-of-life-short',
      chapters: 'all',
      answers: profileAnswers(profile, v),
      daysAgo: MARY_QOL_SHORT_DAYS[v]!,
    },
    {
      id: `demo-round-mary-qls-${v + 1}`,
      member: 'mary',
      series: 'quality-life-series',
      chapters: 'all',
      answers: profileAnswers(profile, v),
      daysAgo: MARY_QOL_DAYS[v]!,
    },
  ]),
  ...(['crisis', 'struggling', 'coping'] as const).map((profile, i): SeededRound => ({
    id: `demo-round-paul-cc-${i + 1}`,
    member: 'paul',
    series: 'community-connections',
    chapters: 'all',
    answers: profileAnswers(profile, i),
    daysAgo: PAUL_CC_DAYS[i]!,
  })),
];

/** How many days before the seed the seeded round `id` was answered (tests compute its date from it). */
export function roundDaysAgo(id: string): number {
  const round = [...SERIES_DEMO_ROUNDS, ...REPORT_DEMO_ROUNDS].find((r) => r.id === id);
  if (!round) throw new Error(`No seeded round ${id}`);
  return round.daysAgo;
}
