import { afterEach, describe, expect, it } from 'vitest';
import { localText } from './local-text';
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
