import { afterEach, describe, expect, it } from 'vitest';
import { localName, localText } from './local-text';
import { setLocale } from './locale';

afterEach(() => setLocale('en'));

describe('localText', () => {
  const both = { default: 'How often?', fr: 'À quelle fréquence?' };

  it("reads a SurveyJS localisable string in the reader's locale", () => {
    expect(localText(both, 'fr')).toBe('À quelle fréquence?');
    expect(localText(both, 'en')).toBe('How often?');
  });

  it('follows the current locale when none is given', () => {
    expect(localText(both)).toBe('How often?');
    setLocale('fr');
    expect(localText(both)).toBe('À quelle fréquence?');
  });

  it('falls back to the default text, then English, then any text, when the locale has none', () => {
    expect(localText({ default: 'Only English' }, 'fr')).toBe('Only English');
    expect(localText({ default: 'Default', en: 'English' }, 'en')).toBe('English');
    expect(localText({ en: 'English' }, 'fr')).toBe('English');
    expect(localText({ de: 'Deutsch' }, 'fr')).toBe('Deutsch');
    expect(localText({ default: 'Default', fr: '' }, 'fr')).toBe('Default');
  });

  it('returns a plain string as it is, whatever the locale', () => {
    expect(localText('Plain', 'fr')).toBe('Plain');
    expect(localText('', 'fr', 'fallback')).toBe('');
  });

  it('never prints [object Object]: no text gives the fallback', () => {
    for (const value of [undefined, null, 3, [], {}, { default: 3 }, { fr: { nested: 'x' } }]) {
      expect(localText(value, 'fr', 'fallback')).toBe('fallback');
    }
    expect(localText(undefined, 'en')).toBe('');
  });
});

describe('localName', () => {
  const health = { name: 'Health', nameFr: 'Santé' };

  it("shows a stored name in the reader's language: the French name in French, the name in English", () => {
    expect(localName(health, 'fr')).toBe('Santé');
    expect(localName(health, 'en')).toBe('Health');
  });

  it('follows the current locale when none is given', () => {
    expect(localName(health)).toBe('Health');
    setLocale('fr');
    expect(localName(health)).toBe('Santé');
  });

  it('falls back to the English name when the French one is missing, empty or blank', () => {
    for (const nameFr of [undefined, null, '', '   ']) {
      expect(localName({ name: 'Goals', nameFr }, 'fr')).toBe('Goals');
    }
    expect(localName({ name: 'Goals' }, 'fr')).toBe('Goals');
  });
});
