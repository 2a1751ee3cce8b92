// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, setLocale } from '@circles/shared/messages/locale';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { screenerFr } from '@circles/shared/messages/screener.fr';
import { CHOSEN_LOCALE_KEY } from '../lib/i18n/chosen-locale';
import { startScreener } from './app';
import { mountLanguageSwitch, screenerLocale } from './language';

afterEach(() => {
  setLocale('en');
  localStorage.clear();
  sessionStorage.clear();
});

/** The screener page as socialrisk.html lays it out: the switch in the header, the pages in main. */
function start() {
  document.body.innerHTML = '<header id="language"></header><main id="screener"></main><div id="live"></div>';
  const app = startScreener({
    root: document.getElementById('screener') as HTMLElement,
    live: document.getElementById('live') as HTMLElement,
    config: { connectorEmail: '' },
    storage: sessionStorage,
    navigationType: 'navigate',
    newId: () => 'sub-1',
    submit: () => Promise.reject(new Error('not sent')),
  });
  mountLanguageSwitch(document.getElementById('language') as HTMLElement, () => app.relocalise());
  return app;
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#language button')].find((b) => b.textContent === name);

describe('the screener language switch', () => {
  it('takes the language chosen on this device, else the browser’s', () => {
    expect(screenerLocale(['fr-CA'])).toBe('fr');
    expect(screenerLocale(['de'])).toBe('en');
    localStorage.setItem(CHOSEN_LOCALE_KEY, 'en');
    expect(screenerLocale(['fr-CA'])).toBe('en');
  });

  it('offers English and Français in a labelled group, each marked with its language', () => {
    start();
    const group = document.querySelector('#language [role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('Language');
    expect(button('English')?.getAttribute('aria-pressed')).toBe('true');
    expect(button('English')?.querySelector('[lang="en"]')).toBeTruthy();
    expect(button('Français')?.getAttribute('aria-pressed')).toBe('false');
    expect(button('Français')?.querySelector('[lang="fr"]')).toBeTruthy();
  });

  it('shows the page again in French keeping what was typed, and back', () => {
    start();
    const first = document.getElementById('f-firstName') as HTMLInputElement;
    first.value = 'Ann';
    first.dispatchEvent(new Event('input'));
    button('Français')?.click();

    expect(currentLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('fr');
    expect(document.querySelector('h1')?.textContent).toBe(screenerFr['screener.title']);
    expect(document.title).toContain(screenerFr['screener.title']);
    expect((document.getElementById('f-firstName') as HTMLInputElement).value).toBe('Ann');
    expect(document.querySelector('#language [role="group"]')?.getAttribute('aria-label')).toBe('Langue');
    expect(button('Français')?.getAttribute('aria-pressed')).toBe('true');
    // The pressed button keeps the focus: the switch is not drawn again under it.
    button('English')?.focus();
    button('English')?.click();
    expect(document.activeElement).toBe(button('English'));
    expect(document.querySelector('h1')?.textContent).toBe(screenerEn['screener.title']);
    expect(document.documentElement.lang).toBe('en');
  });
});
