import { describe, expect, it } from 'vitest';
import { CATALOGUES as AREAS } from './catalogues';

/**
 * Texts that are the same words in French and English, with the reason. Anything else left as the
 * English text is an untranslated key. Texts made only of placeholders, digits and punctuation
 * ('{name} ({id})', '—') need no entry.
 */
const SAME_IN_FRENCH: Record<string, string> = {
  Circles: 'the product name',
  'HWFC Lab': 'a referral source: an organisation name',
  WECCC: 'a referral source: an organisation name',
  CARP: 'a referral source: an organisation name',
  Action: 'same word in French',
  Code: 'same word in French',
  Date: 'same word in French',
  Score: 'same word in French (OQLF accepts score)',
  'Score (0-10)': 'same word in French',
  Excellent: 'same word in French (masculine, agrees with score)',
  Instances: 'same word in French',
  Message: 'same word in French',
  Module: 'same word in French (glossary)',
  Modules: 'same word in French (glossary)',
  Province: 'same word in French',
  Public: 'same word in French',
  Question: 'same word in French',
  Religion: 'same word in French',
  Sports: 'same word in French',
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));

describe('the French catalogue', () => {
  it('lists only texts that are really in the catalogue as the same in French', () => {
    const english = new Set(Object.values(AREAS).flatMap(({ en }) => Object.values(en)));
    for (const text of Object.keys(SAME_IN_FRENCH)) expect(english.has(text), text).toBe(true);
  });
});

describe.each(Object.entries(AREAS))('the %s area in French', (_area, { en, fr }) => {
  it('has every English key and no other, in the same order', () => {
    const missing = Object.keys(en).filter((key) => !Object.hasOwn(fr, key));
    const extra = Object.keys(fr).filter((key) => !Object.hasOwn(en, key));
    expect(missing, 'keys without French').toEqual([]);
    expect(extra, 'French keys without English').toEqual([]);
    expect(Object.keys(fr)).toEqual(Object.keys(en));
  });

  it('keeps exactly the placeholders of the English text', () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
    }
  });

  it('translates every text, except words listed as the same in French', () => {
    const untranslated = Object.entries(fr)
      .filter(([key, text]) => text === en[key] && hasWords(text) && !Object.hasOwn(SAME_IN_FRENCH, text))
      .map(([key]) => key);
    expect(untranslated, 'French texts identical to the English').toEqual([]);
  });

  it('has no empty text and no text padded with spaces', () => {
    for (const [key, text] of Object.entries(fr)) {
      expect(text.trim().length, key).toBeGreaterThan(0);
      expect(text, key).toBe(text.trim());
    }
  });
});
