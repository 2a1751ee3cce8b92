import { describe, expect, it } from 'vitest';
import { adviceEn } from './advice.en';
import { adviceFr } from './advice.fr';
import { auditEn } from './audit.en';
import { auditFr } from './audit.fr';
import { authEn } from './auth.en';
import { authFr } from './auth.fr';
import { dashboardEn } from './dashboard.en';
import { dashboardFr } from './dashboard.fr';
import { exportsEn } from './exports.en';
import { exportsFr } from './exports.fr';
import { kitEn } from './kit.en';
import { kitFr } from './kit.fr';
import { leadsEn } from './leads.en';
import { leadsFr } from './leads.fr';
import { letterEn } from './letter.en';
import { letterFr } from './letter.fr';
import { modulesEn } from './modules.en';
import { modulesFr } from './modules.fr';
import { followupsEn } from './followups.en';
import { followupsFr } from './followups.fr';
import { pdfEn } from './pdf.en';
import { pdfFr } from './pdf.fr';
import { reportsEn } from './reports.en';
import { reportsFr } from './reports.fr';
import { researchEn } from './research.en';
import { researchFr } from './research.fr';
import { scoringEn } from './scoring.en';
import { scoringFr } from './scoring.fr';
import { screenerEn } from './screener.en';
import { screenerFr } from './screener.fr';
import { shellEn } from './shell.en';
import { shellFr } from './shell.fr';
import { usersEn } from './users.en';
import { usersFr } from './users.fr';
import { validationEn } from './validation.en';
import { validationFr } from './validation.fr';

type Table = Readonly<Record<string, string>>;

/**
 * Every area's English and French tables (issue 25). A new `<area>.en.ts` must be added here
 * (test/unit/french-catalogue-files.test.ts fails until it is).
 */
const AREAS: Record<string, { en: Table; fr: Table }> = {
  advice: { en: adviceEn, fr: adviceFr },
  audit: { en: auditEn, fr: auditFr },
  auth: { en: authEn, fr: authFr },
  dashboard: { en: dashboardEn, fr: dashboardFr },
  exports: { en: exportsEn, fr: exportsFr },
  followups: { en: followupsEn, fr: followupsFr },
  kit: { en: kitEn, fr: kitFr },
  leads: { en: leadsEn, fr: leadsFr },
  letter: { en: letterEn, fr: letterFr },
  modules: { en: modulesEn, fr: modulesFr },
  pdf: { en: pdfEn, fr: pdfFr },
  reports: { en: reportsEn, fr: reportsFr },
  research: { en: researchEn, fr: researchFr },
  scoring: { en: scoringEn, fr: scoringFr },
  screener: { en: screenerEn, fr: screenerFr },
  shell: { en: shellEn, fr: shellFr },
  users: { en: usersEn, fr: usersFr },
  validation: { en: validationEn, fr: validationFr },
};

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
