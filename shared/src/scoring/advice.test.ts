import { describe, expect, it } from 'vitest';
import { adviceTexts, selectAdvice } from './advice';

describe('selectAdvice', () => {
  it('chooses nothing for an empty round', () => {
    expect(selectAdvice({})).toEqual([]);
  });
  it('advises more social time without daily contact', () => {
    expect(selectAdvice({ frequency_of_contact_family: 4 })).toContain('advice.socialTime');
    expect(selectAdvice({ frequency_of_contact_family: 4, frequency_get_together_friends: 5 })).not.toContain(
      'advice.socialTime',
    );
  });
  it('prefers reported weekly hours when present', () => {
    expect(selectAdvice({ social_hours_week: 6, frequency_of_contact_family: 5 })).toContain(
      'advice.socialTime',
    );
    expect(selectAdvice({ social_hours_week: 7, frequency_of_contact_family: 0 })).not.toContain(
      'advice.socialTime',
    );
  });
  it('advises group activity when none is weekly', () => {
    expect(selectAdvice({ frequency_of_participation_music: 3 })).toContain('advice.groupActivity');
    expect(selectAdvice({ frequency_of_participation_music: 4 })).not.toContain('advice.groupActivity');
    expect(selectAdvice({ frequency_of_participation_kindness: 1 })).not.toContain('advice.groupActivity');
  });
  it('advises on well-being at 60 and below, a low domain and low social contact', () => {
    expect(selectAdvice({ PWI_QofL3_COMB: 60 })).toEqual(['advice.wellBeingLow']);
    expect(selectAdvice({ PWI_QofL3_COMB: 61 })).toEqual([]);
    expect(selectAdvice({ FS_QofL3_SD: 5 })).toEqual(['advice.domainLow']);
    expect(selectAdvice({ QSC_QofL1_COMB: 1 })).toEqual(['advice.socialContactLow']);
    expect(selectAdvice({ QSC_QofL1_COMB: 2 })).toEqual([]);
  });
  it('adds one block per flag family without repeats', () => {
    const keys = selectAdvice({
      HT_QofL2_SD: 40,
      PH_QofL2_SD: 0,
      AD_QofL2_SD: 1,
      often_count: 2,
      sometimes_count: 1,
    });
    expect(keys).toEqual(['advice.health', 'advice.mentalHealth', 'advice.loneliness']);
  });
  it('uses given flags instead of recomputing them', () => {
    expect(
      selectAdvice(
        {},
        { red: [{ metric: 'PSS_QofL1_COMB', text: '' }], yellow: [{ metric: 'x', text: '' }] },
      ),
    ).toEqual(['advice.support']);
  });
  it('fills the connector email into each text', () => {
    const [text] = adviceTexts(['advice.familyDoctor'], 'connector@example.org');
    expect(text?.endsWith('connector@example.org')).toBe(true);
  });
});
