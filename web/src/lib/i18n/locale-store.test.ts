import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/shell';
import { appLocaleFor, browserLocale, getAppLocale, setAppLocale, subscribeAppLocale } from './locale-store';

afterEach(() => setAppLocale('en'));

describe('the app locale', () => {
  it("follows the user's stored language, else the browser's", () => {
    expect(appLocaleFor('French', ['en-US'])).toBe('fr');
    expect(appLocaleFor('English', ['fr-CA'])).toBe('en');
    expect(appLocaleFor('Other', ['fr-CA', 'en'])).toBe('fr');
    expect(appLocaleFor(undefined, ['de'])).toBe('en');
    expect(browserLocale(['fr'])).toBe('fr');
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
