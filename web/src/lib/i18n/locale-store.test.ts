// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/shell';
import { CHOSEN_LOCALE_KEY, readChosenLocale } from './chosen-locale';
import {
  appLocaleFor,
  browserLocale,
  chooseLocale,
  getAppLocale,
  setAppLocale,
  subscribeAppLocale,
} from './locale-store';

afterEach(() => {
  setAppLocale('en');
  localStorage.clear();
});

describe('the app locale', () => {
  it("follows the user's stored language, else the browser's", () => {
    expect(appLocaleFor('French', ['en-US'])).toBe('fr');
    expect(appLocaleFor('English', ['fr-CA'])).toBe('en');
    expect(appLocaleFor('Other', ['fr-CA', 'en'])).toBe('fr');
    expect(appLocaleFor(undefined, ['de'])).toBe('en');
    expect(browserLocale(['fr'])).toBe('fr');
  });

  it("lets the language chosen on this device win over the profile's, which wins over the browser's", () => {
    expect(appLocaleFor('French', ['fr-CA'], 'en')).toBe('en');
    expect(appLocaleFor('English', ['en'], 'fr')).toBe('fr');
    expect(appLocaleFor(undefined, ['en'], 'fr')).toBe('fr');
    expect(appLocaleFor('French', ['en'], undefined)).toBe('fr');
  });

  it('keeps the choice across sessions in localStorage and reads it as the default', () => {
    chooseLocale('fr');
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('fr');
    expect(readChosenLocale()).toBe('fr');
    expect(appLocaleFor('English', ['en'])).toBe('fr');
    expect(getAppLocale()).toBe('fr');
    chooseLocale('en');
    expect(appLocaleFor('French', ['fr'])).toBe('en');
  });

  it('ignores a stored value that names no supported locale', () => {
    localStorage.setItem(CHOSEN_LOCALE_KEY, 'de');
    expect(readChosenLocale()).toBeUndefined();
    expect(appLocaleFor('French', ['en'])).toBe('fr');
  });

  it('follows a choice made in another tab of this device', () => {
    localStorage.setItem(CHOSEN_LOCALE_KEY, 'fr');
    window.dispatchEvent(new StorageEvent('storage', { key: CHOSEN_LOCALE_KEY, newValue: 'fr' }));
    expect(getAppLocale()).toBe('fr');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    expect(getAppLocale()).toBe('fr');
  });

  it("sets the page's lang attribute to the locale", () => {
    setAppLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    setAppLocale('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is the locale msg() uses, and tells subscribers when it changes', () => {
    const seen: string[] = [];
    const unsubscribe = subscribeAppLocale(() => seen.push(getAppLocale()));
    setAppLocale('fr');
    setAppLocale('fr');
    expect(msg('shell.account.logout')).toBe('Déconnexion');
    setAppLocale('en');
    unsubscribe();
    setAppLocale('fr');
    expect(seen).toEqual(['fr', 'en']);
    expect(msg('shell.account.logout')).toBe('Déconnexion');
  });
});
