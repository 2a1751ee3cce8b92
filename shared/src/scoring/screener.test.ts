import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskLabel, riskLevel, riskMessage, screenerRisk } from './screener';

const lowRisk = {
  household2_size: 2,
  community_activity_participate: 1,
  life_satisfaction2: 8,
  local_community_belonging: 3,
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 0,
};

describe('screenerRisk', () => {
  it('scores nothing for a well-connected person', () => {
    expect(screenerRisk(lowRisk)).toEqual({ score: 0, level: 'Lowest Risk' });
  });
  it('scores nothing when everything is unanswered', () => {
    expect(screenerRisk({})).toEqual({ score: 0, level: 'Lowest Risk' });
    const unanswered = Object.fromEntries(Object.keys(lowRisk).map((k) => [k, 999]));
    expect(screenerRisk(unanswered).score).toBe(0);
  });
  it('scores living alone only for 0', () => {
    expect(screenerRisk({ ...lowRisk, household2_size: 0 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, household2_size: 1 }).score).toBe(0);
    expect(screenerRisk({ ...lowRisk, household2_size: '0' }).score).toBe(0);
  });
  it('scores not taking part only for No (0)', () => {
    expect(screenerRisk({ ...lowRisk, community_activity_participate: 0 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, community_activity_participate: 999 }).score).toBe(0);
  });
  it('scores life satisfaction of 6 or lower', () => {
    expect(screenerRisk({ ...lowRisk, life_satisfaction2: 6 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, life_satisfaction2: 1 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, life_satisfaction2: 7 }).score).toBe(0);
    expect(screenerRisk({ ...lowRisk, life_satisfaction2: '10' }).score).toBe(0);
    expect(screenerRisk({ ...lowRisk, life_satisfaction2: 0 }).score).toBe(0);
  });
  it('scores weak belonging (0 or 1) only', () => {
    expect(screenerRisk({ ...lowRisk, local_community_belonging: 0 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, local_community_belonging: 1 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, local_community_belonging: 2 }).score).toBe(0);
  });
  it('scores loneliness for one Often or two Sometimes', () => {
    expect(screenerRisk({ ...lowRisk, feel_isolated: 2 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, feel_leftout: 1 }).score).toBe(0);
    expect(screenerRisk({ ...lowRisk, feel_leftout: 1, lack_companionship: 1 }).score).toBe(1);
    expect(screenerRisk({ ...lowRisk, feel_leftout: 2, lack_companionship: 2, feel_isolated: 2 }).score).toBe(
      1,
    );
  });
  it('reaches 5 when every item scores', () => {
    expect(
      screenerRisk({
        household2_size: 0,
        community_activity_participate: 0,
        life_satisfaction2: 3,
        local_community_belonging: 0,
        lack_companionship: 2,
      }),
    ).toEqual({ score: 5, level: 'High Risk' });
  });
  it('always scores 0 to 5 with a matching level', () => {
    const answer = fc.oneof(
      fc.integer({ min: -2, max: 12 }),
      fc.constant(999),
      fc.string(),
      fc.constant(null),
      fc.double(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(lowRisk), 'other'), answer), (answers) => {
        const { score, level } = screenerRisk(answers);
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
        expect(level).toBe(riskLevel(score));
      }),
    );
  });
});

describe('riskLevel', () => {
  it.each([
    [0, 'Lowest Risk'],
    [1, 'Some Risk'],
    [2, 'Some Risk'],
    [3, 'Moderate Risk'],
    [4, 'High Risk'],
    [5, 'High Risk'],
  ])('maps %s to %s', (score, level) => {
    expect(riskLevel(score)).toBe(level);
    expect(riskLabel(riskLevel(score))).toBe(level);
    expect(riskMessage(riskLevel(score)).length).toBeGreaterThan(20);
  });
});
