import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeReport, type ReportRound } from './report';

const fullAnswers: Record<string, unknown> = {
  household2_size: 0,
  household_size: 1,
  marital_status: 'Widowed',
  total_children: 2,
  community_activity_participate: 0,
  life_satisfaction2: 5,
  local_community_belonging: 1,
  lack_companionship: 2,
  feel_leftout: 1,
  feel_isolated: 1,
  frequency_of_contact_family: 4,
  frequency_of_contact_friends: 3,
  frequency_of_contact_neighbours: 0,
  HT_QofL2_SD: 45,
  PH_QofL2_SD: 1,
  MH_QofL2_SD: 2,
  M_QofL2_SD: 2,
  PC_QofL2_SD: 4,
  UA_QofL2_SD: 2,
  PD_QofL2_SD: 1,
  AD_QofL2_SD: 3,
  HU_ED_QofL2_SD: 2,
  access_to_family_doctor: 'No',
  PSS_1: 2,
  PSS_2: 2,
  PSS_3: 3,
  PSS_4: 999,
  PAG_QofL1_SD: 2,
  QSC_1: 1,
  QSC_2: 0,
  LS_QofL3_SD: 5,
  SL_QofL3_SD: 6,
  YH_QofL3_SD: 7,
  activities: ['Gardening', 'Reading'],
  goals: [{ goal: 'Walk daily', first_step: 'Buy shoes' }, { goal: 'Half a goal' }],
  trusted_people: [
    { name: 'Ann', relation: 'Friend', frequency: 4 },
    { name: ' ', relation: 'Family', frequency: 5 },
    { name: 'Bob', relation: 'Cousin', frequency: 0 },
    { name: 'Cy', relation: 'Cousin' },
  ],
  frequency_of_participation_religion: 4,
  frequency_of_participation_music: 0,
  frequency_of_participation_sports: 2,
};

describe('computeReport', () => {
  it('gives empty arrays for no rounds', () => {
    const report = computeReport([]);
    expect(report.HT_QofL2_SD).toEqual([]);
    expect(report.collection_last_updated).toEqual([]);
    expect(report.diagnostics).toEqual([]);
  });

  it('fills every metric with 999 for an empty round', () => {
    const report = computeReport([{ updatedAt: '2026-01-01T00:00:00Z', answers: {} }]);
    expect(report.HT_QofL2_SD).toEqual([999]);
    expect(report.PWI_QofL3_COMB).toEqual([999]);
    expect(report.often_count).toEqual([999]);
    expect(report.marital_status).toEqual([999]);
    expect(report.problem_walking).toEqual([999]);
    expect(report.activities).toEqual([999]);
    expect(report.goals).toEqual([999]);
    expect(report.trusted_people).toEqual([999]);
    expect(report.access_to_family_doctor).toEqual([999]);
    expect(report.FCP_INT_COMB).toEqual([Array(10).fill(999)]);
    expect(report.FCP_STRINGS_COMB).toEqual([999]);
    expect(report.tiles).toEqual([Array(8).fill(999)]);
    expect(report.wellness_score).toEqual(['Not enough data available']);
    expect(report.wellness_label).toEqual(['Not Available']);
    expect(report.community_connection).toEqual([null]);
    expect(report.screener_risk).toEqual([{ score: 0, level: 'Lowest Risk' }]);
    expect(report.flags).toEqual([{ red: [], yellow: [] }]);
    expect(report.advice).toEqual([[]]);
  });

  it('derives the combined metrics of a round', () => {
    const report = computeReport([{ updatedAt: '2026-03-01T10:00:00Z', answers: fullAnswers }]);
    expect(report.household2_size).toEqual([0]);
    expect(report.marital_status).toEqual(['Widowed']);
    expect(report.often_count).toEqual([1]);
    expect(report.sometimes_count).toEqual([2]);
    expect(report.PL_QofL1_COMB).toEqual([2.33]);
    expect(report.PSS_QofL1_COMB).toEqual([2.33]);
    expect(report.QSC_QofL1_COMB).toEqual([1]);
    expect(report.PWI_QofL3_COMB).toEqual([60]);
    expect(report.problem_walking).toEqual(['Moderate Problem']);
    expect(report.problem_pain_discomfort).toEqual(['Severe Problem']);
    expect(report.problem_washing_dressing).toEqual(['No Problem']);
    expect(report.activities).toEqual([['Gardening', 'Reading']]);
    expect(report.goals).toEqual([[{ goal: 'Walk daily', first_step: 'Buy shoes' }]]);
    expect(report.trusted_people).toEqual([
      [
        { name: 'Ann', relation: 'Friend', frequency: 4 },
        { name: 'Cy', relation: 'Other', frequency: 999 },
      ],
    ]);
    expect(report.FCP_INT_COMB).toEqual([[4, 999, 999, 999, 999, 999, 0, 2, 999, 999]]);
    expect(report.FCP_STRINGS_COMB).toEqual([['Religion', 'Sports']]);
    expect(report.community_connection).toEqual([{ score: 2, label: 'Normal' }]);
    expect(report.screener_risk).toEqual([{ score: 5, level: 'High Risk' }]);
  });

  it('computes tiles, wellness, flags and advice of a round', () => {
    const report = computeReport([{ updatedAt: '2026-03-01T10:00:00Z', answers: fullAnswers }]);
    const tiles = report.tiles[0]!;
    expect(tiles[0]).toBe(46.7);
    expect(tiles[1]).toBe(62.5);
    expect(tiles[2]).toBe(60);
    expect(tiles[3]).toBe(33.5);
    expect(tiles[4]).toBe(46.7);
    expect(tiles[5]).toBe(33.5);
    expect(tiles[6]).toBe(40);
    expect(tiles[7]).toBe(50);
    expect(report.wellness_score[0]).toBe(46.6);
    expect(report.wellness_label[0]).toBe('Good');
    const flags = report.flags[0]!;
    expect(flags.red.map((f) => f.metric)).toEqual([
      'HT_QofL2_SD',
      'PD_QofL2_SD',
      'LS_QofL3_SD',
      'often_count',
    ]);
    expect(flags.yellow.map((f) => f.metric)).toEqual([
      'PH_QofL2_SD',
      'M_QofL2_SD',
      'UA_QofL2_SD',
      'HU_ED_QofL2_SD',
      'access_to_family_doctor',
      'moderate_problems',
      'SL_QofL3_SD',
      'PAG_QofL1_SD',
      'PSS_QofL1_COMB',
      'sometimes_count',
    ]);
    expect(report.advice[0]).toContain('advice.familyDoctor');
    expect(report.advice[0]).toContain('advice.wellBeingLow');
  });

  it('orders rounds oldest first, undated last', () => {
    const rounds: ReportRound[] = [
      { updatedAt: 'not a date', answers: { HT_QofL2_SD: 3 } },
      { updatedAt: '2026-05-01T00:00:00Z', answers: { HT_QofL2_SD: 2 } },
      { updatedAt: '2026-01-01T00:00:00Z', answers: { HT_QofL2_SD: 1 } },
    ];
    const report = computeReport(rounds);
    expect(report.HT_QofL2_SD).toEqual([1, 2, 3]);
    expect(report.collection_last_updated).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-05-01T00:00:00Z',
      'not a date',
    ]);
  });

  it('reads a real 0 as a value and never reads text as a number', () => {
    const report = computeReport([
      {
        updatedAt: '2026-01-01T00:00:00Z',
        answers: { HT_QofL2_SD: 0, life_satisfaction2: '10', HU_ED_QofL2_SD: 0 },
      },
    ]);
    expect(report.HT_QofL2_SD).toEqual([0]);
    expect(report.life_satisfaction2).toEqual([999]);
    expect(report.HU_ED_QofL2_SD).toEqual([0]);
    expect(report.screener_risk[0]?.score).toBe(0);
  });

  it('names out-of-range and wrongly typed answers without their values', () => {
    const report = computeReport([
      { updatedAt: '2026-01-01T00:00:00Z', answers: { HT_QofL2_SD: 140, PH_QofL2_SD: 'good', PSS_2: 4 } },
      {
        updatedAt: '2026-02-01T00:00:00Z',
        answers: { access_to_family_doctor: 'Maybe', activities: 'Reading', goals: {}, marital_status: 3 },
      },
    ]);
    expect(report.diagnostics).toEqual([
      { round: 0, name: 'HT_QofL2_SD', problem: 'out_of_range' },
      { round: 0, name: 'PH_QofL2_SD', problem: 'wrong_type' },
      { round: 0, name: 'PSS_2', problem: 'out_of_range' },
      { round: 1, name: 'marital_status', problem: 'wrong_type' },
      { round: 1, name: 'activities', problem: 'wrong_type' },
      { round: 1, name: 'access_to_family_doctor', problem: 'out_of_range' },
      { round: 1, name: 'goals', problem: 'wrong_type' },
    ]);
    expect(report.HT_QofL2_SD).toEqual([999, 999]);
  });

  it('reads a boolean family doctor answer as Yes or No', () => {
    const report = computeReport([
      { updatedAt: '2026-01-01T00:00:00Z', answers: { access_to_family_doctor: false } },
      {
        updatedAt: '2026-02-01T00:00:00Z',
        answers: { access_to_family_doctor: true, activities: [], goals: [] },
      },
    ]);
    expect(report.access_to_family_doctor).toEqual(['No', 'Yes']);
    expect(report.activities).toEqual([999, 999]);
    expect(report.goals).toEqual([999, 999]);
  });

  it('reads blank texts as 999 and a missing date as an empty one', () => {
    const report = computeReport([
      { answers: { marital_status: '  ', meaningful_people: ' My sister ' } } as unknown as ReportRound,
    ]);
    expect(report.marital_status).toEqual([999]);
    expect(report.meaningful_people).toEqual(['My sister']);
    expect(report.collection_last_updated).toEqual(['']);
  });

  it('never throws and keeps every metric array one entry per round on arbitrary JSON', () => {
    const names = fc.constantFrom(...Object.keys(fullAnswers), 'PSS_5', 'QSC_3', 'unknown_name');
    const answers = fc.oneof(fc.dictionary(names, fc.jsonValue()), fc.jsonValue());
    const round = fc.record({
      updatedAt: fc.oneof(
        fc.string(),
        fc.date().map((d) => (Number.isNaN(d.getTime()) ? '' : d.toISOString())),
      ),
      answers,
    });
    fc.assert(
      fc.property(fc.array(round, { maxLength: 4 }), (rounds) => {
        const report = computeReport(rounds as ReportRound[]);
        for (const value of Object.values(report) as unknown[]) {
          if (value !== report.diagnostics) expect(value).toHaveLength(rounds.length);
        }
        for (const t of report.tiles.flat()) expect(t === 999 || (t >= 0 && t <= 100)).toBe(true);
        for (const risk of report.screener_risk) expect(risk.score).toBeLessThanOrEqual(5);
      }),
      { numRuns: 200 },
    );
  });

  it('adds the names only when given', () => {
    expect(computeReport([])).not.toHaveProperty('memberName');
    const named = computeReport([], { accountName: 'ann.s', memberName: 'Ann Smith' });
    expect(named.memberName).toBe('Ann Smith');
    expect(named.account_name).toBe('ann.s');
  });

  it('never throws on input that is not a list of rounds', () => {
    expect(computeReport(null as unknown as ReportRound[]).HT_QofL2_SD).toEqual([]);
    expect(computeReport([null, 5] as unknown as ReportRound[]).HT_QofL2_SD).toEqual([999, 999]);
  });
});
