// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '@circles/shared/messages/locale';
import { pdfEn } from '@circles/shared/messages/pdf.en';
import { pdfFr } from '@circles/shared/messages/pdf.fr';
import type { ModulePrintPayload } from '@circles/shared/pdf/print-payload';

/*
 * The print entry renders each PDF in the locale the renderer names (issue 25): catalogue texts,
 * the template's localisable texts and SurveyJS's own texts, `<html lang>`; the warm page keeps no
 * language from one render to the next.
 */

const payload: ModulePrintPayload = {
  memberName: 'Paul Member',
  module: {
    id: 'm1',
    name: 'My Week',
    completeness: 50,
    answers: { walks: 'Two', alone: true },
    surveyJSON: {
      pages: [
        {
          name: 'p1',
          title: { default: 'Your week', fr: 'Votre semaine' },
          elements: [
            {
              type: 'radiogroup',
              name: 'walks',
              title: { default: 'How many walks?', fr: 'Combien de promenades?' },
              choices: [{ value: 'Two', text: { default: 'Two walks', fr: 'Deux promenades' } }],
            },
            { type: 'boolean', name: 'alone', title: { default: 'Alone?', fr: 'Seul?' } },
            { type: 'comment', name: 'notes', title: { default: 'Anything else?', fr: 'Autre chose?' } },
          ],
        },
      ],
    },
  },
};

const text = () => (document.getElementById('print')?.textContent ?? '').replace(/\s+/g, ' ');

beforeAll(async () => {
  document.body.innerHTML = '<div id="print"></div>';
  // happy-dom has no font loading: the entry waits for `document.fonts.ready`.
  Object.defineProperty(document, 'fonts', { value: { ready: Promise.resolve() }, configurable: true });
  await import('./main');
});
afterAll(() => setLocale('en'));

describe('the print entry in the reader’s language', () => {
  it('prints a module in French: its template texts, answers, labels and SurveyJS’s Yes, with lang="fr"', async () => {
    await window.circlesPrint.render('module', payload, 'fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.body.dataset.ready).toBe('true');
    const printed = text();
    for (const fr of ['Votre semaine', 'Combien de promenades?', 'Deux promenades', 'Seul?', 'Oui'])
      expect(printed).toContain(fr);
    expect(printed).toContain(pdfFr['pdf.member'].replace('{name}', 'Paul Member'));
    expect(printed).toContain(pdfFr['pdf.notAnswered']);
    for (const en of ['Your week', 'How many walks?', 'Two walks', pdfEn['pdf.notAnswered']])
      expect(printed).not.toContain(en);
  });

  it('prints the next render in English when it names English, and in English when it names none', async () => {
    await window.circlesPrint.render('module', payload, 'fr');
    await window.circlesPrint.render('module', payload, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(text()).toContain('How many walks?');
    expect(text()).toContain('Two walks');
    expect(text()).not.toContain('Combien de promenades?');
    await window.circlesPrint.render('module', payload, 'fr');
    await window.circlesPrint.render('module', payload);
    expect(document.documentElement.lang).toBe('en');
    expect(text()).toContain(pdfEn['pdf.member'].replace('{name}', 'Paul Member'));
  });
});
