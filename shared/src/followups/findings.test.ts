import { afterEach, describe, expect, it } from 'vitest';
import { msg as adviceMsg } from '../messages/advice';
import { inLocale, setLocale } from '../messages/locale';
import { msg } from '../messages/scoring';
import { computeReport } from '../reports/report';
import { DEFAULT_DUE_DAYS, findingText, newlyRaised, roundFindings } from './findings';

afterEach(() => setLocale('en'));

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

describe('the words of a finding', () => {
  const screener = {
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 3,
    local_community_belonging: 0,
    lack_companionship: 2,
    LS_QofL3_SD: 3,
  };

  it('keep its message key and params, its text in English whatever the opener reads', () => {
    // The stored round's payload is English; the risk and concern texts are worded at opening.
    const payload = payloadOf(screener);
    setLocale('fr');
    const found = roundFindings(payload, 'screener', 'c@example.org');
    expect(found.find((f) => f.key === 'red:often_count')).toMatchObject({
      text: 'Often feels lonely.',
      textKey: 'scoring.flag.lonelinessOften',
    });
    expect(found.find((f) => f.key === 'red:LS_QofL3_SD')).toMatchObject({
      textKey: 'scoring.flag.domainLow',
      textParams: { domain: 'scoring.domain.LS' },
    });
    expect(found.find((f) => f.key === 'highRisk:screener_risk')).toMatchObject({
      text: 'High Risk',
      textKey: 'scoring.risk.high',
    });
    const cc = { frequency_of_contact_family: 1, frequency_of_participation_sports: 1 };
    const concern = roundFindings(payloadOf(cc), 'cc', 'c@example.org').find((f) => f.severity === 'concern');
    expect(concern).toMatchObject({
      text: adviceMsg('advice.socialTime', { connectorEmail: 'c@example.org' }, 'en'),
      textKey: 'advice.socialTime',
      textParams: { connectorEmail: 'c@example.org' },
    });
  });

  it("are worded in the reader's language by findingText", () => {
    const found = roundFindings(payloadOf(screener), 'screener', 'c@example.org');
    const words = (key: string) =>
      findingText(
        found.find((f) => f.key === key)!,
        'fr',
      );
    expect(words('red:often_count')).toBe(msg('scoring.flag.lonelinessOften', undefined, 'fr'));
    expect(words('red:LS_QofL3_SD')).toBe('Faible satisfaction : la vie dans son ensemble.');
    expect(words('highRisk:screener_risk')).toBe(msg('scoring.risk.high', undefined, 'fr'));
    const cc = { frequency_of_contact_family: 1, frequency_of_participation_sports: 1 };
    const concern = roundFindings(payloadOf(cc), 'cc', 'c@example.org').find(
      (f) => f.severity === 'concern',
    )!;
    expect(inLocale('fr', () => findingText(concern))).toBe(
      adviceMsg('advice.socialTime', { connectorEmail: 'c@example.org' }, 'fr'),
    );
  });

  it('keep the stored text of a finding opened without a key (older follow-ups)', () => {
    expect(findingText({ text: 'Ressent souvent de la solitude.' }, 'en')).toBe(
      'Ressent souvent de la solitude.',
    );
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
