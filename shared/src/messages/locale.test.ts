import { afterEach, describe, expect, it } from 'vitest';
import {
  currentLocale,
  inLocale,
  intlLocale,
  LOCALE_NAMES,
  localeOfLanguage,
  negotiateLocale,
  requestedLocale,
  setLocale,
  setLocaleProvider,
} from './locale';

afterEach(() => setLocale('en'));

describe('negotiateLocale', () => {
  it('picks the first supported language of an Accept-Language header by weight', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(negotiateLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(negotiateLocale('de;q=1, fr;q=0.5, en;q=0.4')).toBe('fr');
    expect(negotiateLocale('en;q=0.2, fr-FR')).toBe('fr');
  });

  it('reads the browser language list in order', () => {
    expect(negotiateLocale(['fr-FR', 'en'])).toBe('fr');
    expect(negotiateLocale(['es', 'en-GB', 'fr'])).toBe('en');
  });

  it('answers English when nothing supported is asked for', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('de, es;q=0.5')).toBe('en');
    expect(negotiateLocale('fr;q=0, de')).toBe('en');
    expect(negotiateLocale('fr;q=abc')).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });
});

describe('requestedLocale', () => {
  it('names the supported locale a header asks for, as negotiateLocale does', () => {
    expect(requestedLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(requestedLocale('en')).toBe('en');
    expect(requestedLocale(['de', 'fr'])).toBe('fr');
  });

  it('names none when the header asks for nothing supported, so the caller can fall back', () => {
    expect(requestedLocale(undefined)).toBeUndefined();
    expect(requestedLocale('')).toBeUndefined();
    expect(requestedLocale('*')).toBeUndefined();
    expect(requestedLocale('de, es;q=0.5')).toBeUndefined();
    expect(requestedLocale('fr;q=0')).toBeUndefined();
  });
});

describe('locale names and formats', () => {
  it('names each locale in its own language (the language switch)', () => {
    expect(LOCALE_NAMES).toEqual({ en: 'English', fr: 'Français' });
  });

  it('formats dates and numbers as in Canada', () => {
    expect(intlLocale('en')).toBe('en-CA');
    expect(intlLocale('fr')).toBe('fr-CA');
  });
});

describe('localeOfLanguage', () => {
  it("maps the profile's preferred language to a locale", () => {
    expect(localeOfLanguage('French')).toBe('fr');
    expect(localeOfLanguage(' english ')).toBe('en');
    expect(localeOfLanguage('fr')).toBe('fr');
    expect(localeOfLanguage('Français')).toBe('fr');
  });

  it('names no locale for other or missing languages', () => {
    expect(localeOfLanguage('Other')).toBeUndefined();
    expect(localeOfLanguage(undefined)).toBeUndefined();
    expect(localeOfLanguage(null)).toBeUndefined();
  });
});

describe('the locale provider', () => {
  it('is English until a provider is set', () => {
    expect(currentLocale()).toBe('en');
    setLocaleProvider(() => 'fr');
    expect(currentLocale()).toBe('fr');
    setLocale('en');
    expect(currentLocale()).toBe('en');
  });
});

describe('inLocale', () => {
  it('runs a synchronous function in the locale given, then gives the provider back', () => {
    setLocaleProvider(() => 'fr');
    expect(inLocale('en', () => currentLocale())).toBe('en');
    expect(currentLocale()).toBe('fr');
    expect(inLocale('en', () => inLocale('fr', () => currentLocale()))).toBe('fr');
  });

  it('gives the provider back when the function throws', () => {
    setLocaleProvider(() => 'fr');
    expect(() =>
      inLocale('en', () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(currentLocale()).toBe('fr');
  });

  it('refuses an async function, whose awaited part would run in another locale', () => {
    expect(() => inLocale('fr', () => Promise.resolve(1))).toThrow(/synchronous/);
    expect(currentLocale()).toBe('en');
  });
});
