import { describe, expect, it } from 'vitest';
import { reportPayloadSchema } from '../schemas/reports';
import { deidentifyReport } from './deidentify';
import { computeReport } from './report';

const first = {
  marital_status: 'Widowed',
  household_size: 1,
  meaningful_people: 'My daughter Rosalind and my neighbour Thaddeus',
  activities: ['Gardening', 'Knitting with Rosalind', 'Reading'],
  like_to_join: ['Choir at St Brigid'],
  goals: [{ goal: 'Visit Rosalind in Leeds', first_step: 'Call Thaddeus about the train' }],
  trusted_people: [
    { name: 'Rosalind', relation: 'Family', frequency: 5 },
    { name: 'Thaddeus', relation: 'Neighbour', frequency: 3 },
    { name: 'Wilhelmina', relation: 'Friend', frequency: 1 },
  ],
  frequency_of_participation_religion: 4,
  PD_QofL2_SD: 1,
  access_to_family_doctor: 'Yes',
};
const second = {
  marital_status: 'Married to Bartholomew',
  meaningful_people: 'Bartholomew',
  trusted_people: [
    { name: 'Bartholomew', relation: 'Other', frequency: 4 },
    { name: 'Rosalind', relation: 'Family', frequency: 4 },
  ],
  frequency_of_participation_religion: 2,
};

/** A stored report as `mergeRounds` hands it out: the rounds, their instance ids and the names. */
function storedReport() {
  return {
    ...computeReport(
      [
        { updatedAt: '2026-01-01T00:00:00.000Z', answers: first },
        { updatedAt: '2026-02-01T00:00:00.000Z', answers: second },
      ],
      { accountName: 'Mary Member', memberName: 'Mary Member' },
    ),
    collectionIds: ['round-1', 'round-2'],
  };
}

const TYPED = ['Mary', 'Rosalind', 'Thaddeus', 'Wilhelmina', 'Bartholomew', 'Leeds', 'Knitting', 'Brigid'];

describe('deidentifyReport', () => {
  it('labels the circle contacts Person 1, 2, … per round and keeps their relation and frequency', () => {
    const report = storedReport();
    const out = deidentifyReport(report);
    expect(out.trusted_people).toEqual([
      [
        { name: 'Person 1', relation: 'Family', frequency: 5 },
        { name: 'Person 2', relation: 'Neighbour', frequency: 3 },
        { name: 'Person 3', relation: 'Friend', frequency: 1 },
      ],
      [
        { name: 'Person 1', relation: 'Other', frequency: 4 },
        { name: 'Person 2', relation: 'Family', frequency: 4 },
      ],
    ]);
  });

  it('drops the names and sets free text to 999, keeping option values only', () => {
    const out = deidentifyReport(storedReport());
    expect(out).not.toHaveProperty('memberName');
    expect(out).not.toHaveProperty('account_name');
    expect(out.meaningful_people).toEqual([999, 999]);
    expect(out.goals).toEqual([999, 999]);
    // A drop-down's option stays; a text that is no option (a stored answer of another template) goes.
    expect(out.marital_status).toEqual(['Widowed', 999]);
    expect(out.activities).toEqual([['Gardening', 'Reading'], 999]);
    expect(out.like_to_join).toEqual([999, 999]);
    const text = JSON.stringify(out);
    for (const typed of TYPED) expect(text).not.toContain(typed);
  });

  it('changes nothing else and leaves its input as it was', () => {
    const report = storedReport();
    const before = JSON.parse(JSON.stringify(report)) as typeof report;
    const out = deidentifyReport(report);
    expect(report).toEqual(before);
    const changed = [
      'memberName',
      'account_name',
      'trusted_people',
      'meaningful_people',
      'goals',
      'marital_status',
      'activities',
      'like_to_join',
    ];
    const rest = (r: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(r).filter(([k]) => !changed.includes(k)));
    expect(rest(out)).toEqual(rest(report));
    // Derived texts stay: the problem label and the participation labels come from option answers.
    expect(out.problem_pain_discomfort).toEqual(report.problem_pain_discomfort);
    expect(out.FCP_STRINGS_COMB).toEqual(report.FCP_STRINGS_COMB);
    expect(Object.keys(rest(out)).length).toBeGreaterThan(50);
  });

  it('gives a payload the shared report schema accepts', () => {
    const out = deidentifyReport(storedReport());
    expect(reportPayloadSchema.safeParse(out).success).toBe(true);
  });

  it('leaves missing rounds (999) and payloads without those fields as they are', () => {
    const report = computeReport([{ updatedAt: '2026-01-01T00:00:00.000Z', answers: {} }]);
    const out = deidentifyReport(report);
    expect(out.trusted_people).toEqual([999]);
    expect(out.meaningful_people).toEqual([999]);
    expect(deidentifyReport({ HT_QofL2_SD: [50] })).toEqual({ HT_QofL2_SD: [50] });
  });
});
