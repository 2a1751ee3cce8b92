import { afterEach, describe, expect, it } from 'vitest';
import { adviceEn } from './advice.en';
import { adviceFr } from './advice.fr';
import { auditEn } from './audit.en';
import { auditFr } from './audit.fr';
import { msg as auditMsg } from './audit';
import { msg as adviceMsg } from './advice';
import { authEn } from './auth.en';
import { authFr } from './auth.fr';
import { msg as authMsg } from './auth';
import { dashboardEn } from './dashboard.en';
import { dashboardFr } from './dashboard.fr';
import { kitEn } from './kit.en';
import { kitFr } from './kit.fr';
import { msg as kitMsg } from './kit';
import { msg as dashboardMsg } from './dashboard';
import { isKeyOf, textOf, type AreaTexts } from './define';
import { leadsEn } from './leads.en';
import { leadsFr } from './leads.fr';
import { exportsEn } from './exports.en';
import { exportsFr } from './exports.fr';
import { researchEn } from './research.en';
import { followupsEn } from './followups.en';
import { followupsFr } from './followups.fr';
import { researchFr } from './research.fr';
import { msg as leadsMsg } from './leads';
import { letterEn } from './letter.en';
import { letterFr } from './letter.fr';
import { LETTER_OF_INFORMATION_VERSION, letterParagraphs, msg as letterMsg } from './letter';
import { setLocale, setLocaleProvider } from './locale';
import { modulesEn } from './modules.en';
import { modulesFr } from './modules.fr';
import { msg as modulesMsg } from './modules';
import { pdfEn } from './pdf.en';
import { pdfFr } from './pdf.fr';
import { msg as pdfMsg } from './pdf';
import { reportsEn } from './reports.en';
import { reportsFr } from './reports.fr';
import { msg as reportsMsg } from './reports';
import { scoringEn } from './scoring.en';
import { scoringFr } from './scoring.fr';
import { msg as scoringMsg } from './scoring';
import { screenerEn } from './screener.en';
import { screenerFr } from './screener.fr';
import { msg as screenerMsg } from './screener';
import { shellEn } from './shell.en';
import { shellFr } from './shell.fr';
import { msg as shellMsg } from './shell';
import { usersEn } from './users.en';
import { usersFr } from './users.fr';
import { msg as usersMsg } from './users';
import { validationEn } from './validation.en';
import { validationFr } from './validation.fr';
import { msg as validationMsg } from './validation';

/** Every area with its locales, as the area modules hold them. Add a new area here. */
const AREAS: Record<string, AreaTexts<string>> = {
  advice: { en: adviceEn, fr: adviceFr },
  audit: { en: auditEn, fr: auditFr },
  auth: { en: authEn, fr: authFr },
  dashboard: { en: dashboardEn, fr: dashboardFr },
  kit: { en: kitEn, fr: kitFr },
  leads: { en: leadsEn, fr: leadsFr },
  exports: { en: exportsEn, fr: exportsFr },
  research: { en: researchEn, fr: researchFr },
  letter: { en: letterEn, fr: letterFr },
  modules: { en: modulesEn, fr: modulesFr },
  pdf: { en: pdfEn, fr: pdfFr },
  reports: { en: reportsEn, fr: reportsFr },
  scoring: { en: scoringEn, fr: scoringFr },
  screener: { en: screenerEn, fr: screenerFr },
  followups: { en: followupsEn, fr: followupsFr },
  shell: { en: shellEn, fr: shellFr },
  users: { en: usersEn, fr: usersFr },
  validation: { en: validationEn, fr: validationFr },
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

afterEach(() => setLocale('en'));

describe.each(Object.entries(AREAS))('messages of the %s area', (area, texts) => {
  it('has a non-empty English text for every key', () => {
    expect(Object.keys(texts.en).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(texts.en)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('prefixes every key with the area name', () => {
    for (const key of Object.keys(texts.en)) expect(key.startsWith(`${area}.`), key).toBe(true);
  });

  it('translates only English keys, with the same placeholders', () => {
    for (const [key, text] of Object.entries(texts.fr ?? {})) {
      expect(isKeyOf(texts, key), key).toBe(true);
      expect(placeholders(text ?? ''), key).toEqual(placeholders(texts.en[key] ?? ''));
    }
  });
});

describe('messages', () => {
  it('never defines one key in two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, texts] of Object.entries(AREAS)) {
      for (const key of Object.keys(texts.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('keeps the spec texts exactly, typos included', () => {
    expect(authMsg('auth.login.incorrect')).toBe('Your email or password is incorrect.');
    expect(shellMsg('shell.notFound.title')).toBe('Error - 404.');
    expect(shellMsg('shell.notAuthorized')).toBe('Not Authorized. Please refresh and try again.');
    expect(dashboardMsg('dashboard.error.user')).toBe(
      'Coud not retrieve user. Please refresh and try again.',
    );
    expect(usersMsg('users.error.usersAgian')).toBe(
      'Unable to retrieve users. Please refresh and try again agian.',
    );
    expect(validationMsg('validation.password.lowercase')).toBe('Atleast one small letter required');
    expect(authMsg('auth.login.serverProblem')).toBe(
      'There was a problem contacting the server.  Please try again later.',
    );
    expect(shellMsg('shell.title')).toBe('Circles');
    expect(shellMsg('shell.subtitle')).toBe('Caring to be Healthy System');
    expect(modulesMsg('modules.refreshed')).toBe('Refreshed initiated...');
  });

  it('ends every advice text with the connector contact placeholder', () => {
    for (const text of [...Object.values(adviceEn), ...Object.values(adviceFr)]) {
      expect(text.endsWith('{connectorEmail}'), text).toBe(true);
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(dashboardMsg('dashboard.viewing', { name: 'Ann' })).toBe("Viewing Ann's dashboard");
    expect(modulesMsg('modules.success.exported', { n: 3 })).toBe('Successfully exported 3 chapter(s).');
    expect(pdfMsg('pdf.completeness', { percent: 40 })).toBe('Completeness: 40%');
    expect(modulesMsg('modules.success.exported', { other: 1 })).toBe(
      'Successfully exported {n} chapter(s).',
    );
  });

  it('uses French when asked, with French placeholders filled', () => {
    expect(shellMsg('shell.account.logout', undefined, 'fr')).toBe('Déconnexion');
    expect(authMsg('auth.login.incorrect', undefined, 'fr')).toBe(
      'Votre courriel ou votre mot de passe est incorrect.',
    );
    expect(shellMsg('shell.account.logout', undefined, 'en')).toBe('Logout');
    expect(dashboardMsg('dashboard.viewing', { name: 'Ann' }, 'fr')).toBe('Tableau de bord de Ann');
  });

  it('falls back to English key by key where a table has no French', () => {
    const texts: AreaTexts<'x.a' | 'x.b'> = { en: { 'x.a': 'A', 'x.b': 'B {n}' }, fr: { 'x.a': 'Á' } };
    expect(textOf(texts, 'x.a', undefined, 'fr')).toBe('Á');
    expect(textOf(texts, 'x.b', { n: 2 }, 'fr')).toBe('B 2');
  });

  it('takes the locale from the provider when the caller gives none', () => {
    setLocale('fr');
    expect(shellMsg('shell.account.logout')).toBe('Déconnexion');
    expect(validationMsg('validation.required.empty')).toBe('Ne peut pas être vide');
    expect(authMsg('auth.login.password')).toBe('Mot de passe');
    expect(shellMsg('shell.title')).toBe('Circles');
    expect(shellMsg('shell.account.logout', undefined, 'en')).toBe('Logout');
    let locale: 'en' | 'fr' = 'en';
    setLocaleProvider(() => locale);
    expect(shellMsg('shell.account.logout')).toBe('Logout');
    locale = 'fr';
    expect(shellMsg('shell.account.logout')).toBe('Déconnexion');
  });

  it("answers each area's texts through the area's own msg", () => {
    expect(adviceMsg('advice.goals', { connectorEmail: 'c@x.org' })).toMatch(/c@x\.org$/);
    expect(leadsMsg('leads.row', { date: 'today', level: 'High Risk' })).toBe(
      'submission of today, High Risk',
    );
    expect(auditMsg('audit.row', { when: 'now', actor: 'Ann' })).toBe('Event of now by Ann');
    expect(kitMsg('kit.table.selected', { n: 3 })).toBe('3 selected');
    expect(letterMsg('letter.title')).toBe('Letter of Information');
    expect(reportsMsg('reports.pwi.invalidRange')).toBe(reportsEn['reports.pwi.invalidRange']);
    expect(scoringMsg('scoring.risk.high')).toBe('High Risk');
    expect(screenerMsg('screener.nav.progress', { current: 1, total: 8 })).toBe('Question 1 of 8');
  });

  it('rejects strings that are not keys of the area', () => {
    expect(isKeyOf({ en: authEn }, 'auth.login.incorrect')).toBe(true);
    expect(isKeyOf({ en: authEn }, 'auth.login.nope')).toBe(false);
    expect(isKeyOf({ en: authEn }, 'toString')).toBe(false);
    expect(isKeyOf({ en: authEn }, 'shell.title')).toBe(false);
  });

  it('writes numbers as the locale does: a decimal comma in French, English as before', () => {
    const texts: AreaTexts<'x.a'> = { en: { 'x.a': '{n} %' }, fr: { 'x.a': '{n} %' } };
    expect(textOf(texts, 'x.a', { n: 12.5 }, 'fr')).toBe('12,5 %');
    expect(textOf(texts, 'x.a', { n: -0.25 }, 'fr')).toBe('-0,25 %');
    // No thousands separator: a year or a count reads the same in both languages.
    expect(textOf(texts, 'x.a', { n: 2026 }, 'fr')).toBe('2026 %');
    expect(textOf(texts, 'x.a', { n: 12.5 }, 'en')).toBe('12.5 %');
    expect(textOf(texts, 'x.a', { n: 1234.75 }, 'en')).toBe('1234.75 %');
    // A text parameter is left as given (an id, a phone number, a figure already written out).
    expect(textOf(texts, 'x.a', { n: '12.5' }, 'fr')).toBe('12.5 %');
  });

  it('reads any area table the same way', () => {
    expect(textOf({ en: { 'x.a': 'A {n}' }, fr: { 'x.a': 'Á {n}' } }, 'x.a', { n: 1 }, 'fr')).toBe('Á 1');
  });

  it('dates the letter of information version and lists its paragraphs after the title', () => {
    expect(LETTER_OF_INFORMATION_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(letterParagraphs()[0]).toBe('letter.who');
    expect(letterParagraphs()).not.toContain('letter.title');
    expect(letterParagraphs()).toHaveLength(Object.keys(letterEn).length - 1);
  });
});
