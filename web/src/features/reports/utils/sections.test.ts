import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@circles/shared/messages/locale';
import { INTEREST_ACTIVITIES } from '@circles/shared/instruments/choices';
import { MISSING } from '@circles/shared/scoring/values';
import { samplePayload } from '../testing/sample-reports';
import { dateOnly } from './display';
import { latestRound, roundLabel, validRound } from './rounds';
import {
  contactRows,
  goalsOf,
  hasConcern,
  healthUseRows,
  interestKey,
  interestLabel,
  interestLists,
  pwiBand,
  pwiCombinedText,
  pwiRows,
  summaryRows,
  supportRows,
} from './sections';
import { screenerResultRows } from './screener-results';

afterEach(() => setLocale('en'));

describe('report sections', () => {
  it('shows the stored marital status in the reader’s language, a value of no choice as it is', () => {
    const payload = samplePayload('Community Connections', [0], { 0: { marital_status: 'Widowed' } });
    const status = () =>
      summaryRows(payload, 0).find((r) => r.value !== undefined && /Wid|Veu/.test(r.value));
    expect(status()?.value).toBe('Widowed');
    setLocale('fr');
    expect(status()).toEqual({ label: 'État civil', value: 'Veuf ou veuve' });
    const other = samplePayload('Community Connections', [0], { 0: { marital_status: 'Partnered' } });
    expect(summaryRows(other, 0)).toContainEqual({ label: 'État civil', value: 'Partnered' });
  });

  it.each([
    [0, '0-2'],
    [2, '0-2'],
    [3, '3-4'],
    [4.5, '5-6'],
    [6, '5-6'],
    [7, '7-8'],
    [8, '7-8'],
    [9, '9-10'],
    [10, '9-10'],
  ])('puts well-being score %s in band %s', (score, band) => {
    expect(pwiBand(score)).toBe(band);
  });

  it('refuses a well-being score outside 0-10 with the spec text', () => {
    expect(() => pwiBand(11)).toThrow('Invalid score range. Score should be between 0 and 10.');
    expect(() => pwiBand(-1)).toThrow('Invalid score range. Score should be between 0 and 10.');
  });

  it('hides the rows of unanswered (999) values', () => {
    const payload = samplePayload('Community Connections', [0], {
      0: { total_children: MISSING, HU_ED_QofL2_SD: 2, HU_HNum_QofL2_SD: MISSING, LS_QofL3_SD: MISSING },
    });
    const summary = summaryRows(payload, 0).map((r) => r.label);
    expect(summary).toContain('Relatives');
    expect(summary).not.toContain('Children');
    expect(healthUseRows(payload, 0)).toContainEqual({ label: 'Emergency department visits', value: '2' });
    expect(healthUseRows(payload, 0).map((r) => r.label)).not.toContain('Hospital stays');
    expect(pwiRows(payload, 0).map((r) => r.domain)).not.toContain('Life as a whole');
    expect(pwiRows(payload, 0)).toHaveLength(8);
  });

  it('writes frequencies and yes/no answers as words', () => {
    const payload = samplePayload('Community Connections', [0], {
      0: { frequency_of_contact_family: 5, support_informal: 0, access_to_family_doctor: 'No' },
    });
    expect(contactRows(payload, 0)).toContainEqual({ label: 'Contact with family', value: 'Daily' });
    expect(supportRows(payload, 0)).toContainEqual({
      label: 'Help from family, friends or neighbours',
      value: 'Never',
    });
    expect(supportRows(payload, 0)).toContainEqual({ label: 'Has a family doctor', value: 'No' });
  });

  it('gives well-being domains their band and colour and the combined score its label', () => {
    const payload = samplePayload('Quality of Life - Short', [0], {
      0: { LS_QofL3_SD: 2, SL_QofL3_SD: 9 },
    });
    const rows = pwiRows(payload, 0);
    expect(rows[0]).toEqual({ domain: 'Life as a whole', score: 2, band: '0-2', colour: 'red' });
    expect(rows[1]).toEqual({ domain: 'Standard of living', score: 9, band: '9-10', colour: 'green' });
    expect(pwiCombinedText(payload, 0)).toMatch(/^Personal well-being: \d+ out of 100, /);
  });

  it('reads goals, interests and concern flags of the chosen round', () => {
    const payload = samplePayload('Community Connections', [0, 1], {
      1: { HT_QofL2_SD: 40, activities: ['Gardening'] },
    });
    expect(goalsOf(payload, 0).length).toBeGreaterThan(0);
    expect(interestLists(payload, 1)[0]).toEqual({ heading: 'Activities I do now', items: ['Gardening'] });
    expect(hasConcern(payload, 1)).toBe(true);
    expect(hasConcern(payload, 5)).toBe(false);
  });

  it('answers the screener results in words and says Not answered for 999', () => {
    const payload = samplePayload('Social Health Screener - NEW', [0], {
      0: { household2_size: 0, life_satisfaction2: 7, feel_isolated: MISSING },
    });
    const rows = screenerResultRows(payload, 0);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ label: 'How many other people live with you?', value: 'None, I live alone' });
    expect(rows[2]!.value).toBe('7');
    expect(rows[6]).toEqual({
      label: 'How often do you feel cut off from other people?',
      value: 'Not answered',
    });
  });
});

describe('rounds and dates', () => {
  it('shows the latest round by default and keeps a chosen round within range', () => {
    const payload = samplePayload('Social Health Screener - NEW', [0, 1, 2]);
    expect(latestRound(payload)).toBe(2);
    expect(latestRound(undefined)).toBe(-1);
    expect(validRound(payload, 1)).toBe(1);
    expect(validRound(payload, 7)).toBe(2);
    expect(validRound(payload, undefined)).toBe(2);
    expect(roundLabel(payload, 0)).toBe('Round 1 (2026-01-15)');
  });

  it('shows dates as their first 10 characters', () => {
    expect(dateOnly('2026-03-04T10:11:12.000Z')).toBe('2026-03-04');
    expect(dateOnly(undefined)).toBe('');
  });
});

describe('interestLabel', () => {
  it('names each of the 23 activities of spec 000 §3 by its own catalogue text, and any other name as stored', () => {
    const keys = INTEREST_ACTIVITIES.map(interestKey);
    expect(keys.filter((k) => k === null)).toEqual([]);
    expect(new Set(keys).size).toBe(23);
    expect(interestKey('Art/Painting')).toBe('reports.interest.artPainting');
    for (const activity of INTEREST_ACTIVITIES) expect(interestLabel(activity)).toBe(activity);
    expect(interestKey('Knitting')).toBeNull();
    expect(interestLabel('Knitting')).toBe('Knitting');
  });
});
