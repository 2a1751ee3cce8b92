import { describe, expect, it } from 'vitest';
import { computeReport } from '../reports/report';
import { DEFAULT_DUE_DAYS, newlyRaised, roundFindings } from './findings';

const payloadOf = (answers: Record<string, unknown>) =>
  computeReport([{ updatedAt: '2026-01-01T00:00:00.000Z', answers }]);

const keysOf = (answers: Record<string, unknown>, kind: Parameters<typeof roundFindings>[1]) =>
  roundFindings(payloadOf(answers), kind, 'connector@example.org').map((f) => f.key);

describe('roundFindings', () => {
  it('finds a red flag with its report text and the answer behind it', () => {
    const [finding] = roundFindings(payloadOf({ HT_QofL2_SD: 40 }), 'qofl', 'c@example.org');
    expect(finding).toMatchObject({
      key: 'red:HT_QofL2_SD',
      severity: 'red',
      metric: 'HT_QofL2_SD',
      answer: 40,
    });
    expect(finding?.text).toEqual(expect.any(String));
    expect(finding?.text.length).toBeGreaterThan(0);
  });

  it('finds a yellow flag, and no answer for a flag that combines several', () => {
    const found = roundFindings(
      payloadOf({ HT_QofL2_SD: 60, M_QofL2_SD: 2, UA_QofL2_SD: 2, PSS_1: 2, PSS_2: 2, PSS_3: 2 }),
      'qoflShort',
      'c@example.org',
    );
    expect(found.find((f) => f.key === 'yellow:HT_QofL2_SD')).toMatchObject({
      severity: 'yellow',
      answer: 60,
    });
    expect(found.find((f) => f.key === 'yellow:moderate_problems')?.answer).toBeNull();
  });

  it('finds a High or Moderate screener risk in screener rounds only', () => {
    const high = {
      household2_size: 0,
      community_activity_participate: 0,
      life_satisfaction2: 3,
      local_community_belonging: 0,
    };
    expect(keysOf(high, 'screener')).toContain('highRisk:screener_risk');
    expect(keysOf(high, 'cc')).not.toContain('highRisk:screener_risk');
    const moderate = { household2_size: 0, community_activity_participate: 0, life_satisfaction2: 3 };
    const found = roundFindings(payloadOf(moderate), 'screener', 'c@example.org');
    expect(found.find((f) => f.severity === 'moderateRisk')).toMatchObject({
      answer: 3,
      text: 'Moderate Risk',
    });
    expect(keysOf({ household2_size: 2, life_satisfaction2: 9 }, 'screener')).toEqual([]);
  });

  it('finds the concerns of a Community Connections round (advice not tied to a flag), with the connector', () => {
    const lonely = { frequency_of_contact_family: 1, frequency_of_participation_sports: 1 };
    const found = roundFindings(payloadOf(lonely), 'cc', 'connector@example.org');
    const concern = found.find((f) => f.key === 'concern:advice.socialTime');
    expect(concern).toMatchObject({ severity: 'concern', answer: null });
    expect(concern?.text).toContain('connector@example.org');
    expect(keysOf(lonely, 'qofl').some((k) => k.startsWith('concern:'))).toBe(false);
  });

  it('finds nothing in an empty round and never repeats a key', () => {
    expect(keysOf({}, 'cc')).toEqual([]);
    const keys = keysOf({ HT_QofL2_SD: 10, PH_QofL2_SD: 0, MH_QofL2_SD: 0 }, 'qofl');
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('newlyRaised', () => {
  it('keeps the findings the round did not have before', () => {
    const before = roundFindings(payloadOf({ HT_QofL2_SD: 40 }), 'qofl', '');
    const after = roundFindings(payloadOf({ HT_QofL2_SD: 40, PH_QofL2_SD: 0 }), 'qofl', '');
    expect(newlyRaised(before, after).map((f) => f.key)).toEqual(['red:PH_QofL2_SD']);
    expect(newlyRaised([], after)).toEqual(after);
  });
});

describe('DEFAULT_DUE_DAYS', () => {
  it('gives red flags 2 days and yellow flags 7', () => {
    expect(DEFAULT_DUE_DAYS.red).toBe(2);
    expect(DEFAULT_DUE_DAYS.yellow).toBe(7);
  });
});
