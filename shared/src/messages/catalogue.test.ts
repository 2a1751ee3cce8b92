import { describe, expect, it } from 'vitest';
import { catalogue, isMessageKey, messageAreas, msg } from './catalogue';
import { LETTER_OF_INFORMATION_VERSION } from './letter';

describe('messages catalogue', () => {
  it('has a non-empty English text for every key', () => {
    for (const [key, text] of Object.entries(catalogue.en)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim().length, key).toBeGreaterThan(0);
    }
  });

  it('names only existing keys in French', () => {
    for (const key of Object.keys(catalogue.fr)) expect(isMessageKey(key), key).toBe(true);
  });

  it('never defines one key in two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(messageAreas)) {
      for (const key of Object.keys(messages)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(seen.size).toBe(Object.keys(catalogue.en).length);
  });

  it('prefixes every key with its area name', () => {
    for (const [area, messages] of Object.entries(messageAreas)) {
      for (const key of Object.keys(messages)) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it('keeps the spec texts exactly, typos included', () => {
    expect(msg('auth.login.incorrect')).toBe('Your email or password is incorrect.');
    expect(msg('shell.notFound.title')).toBe('Error - 404.');
    expect(msg('shell.notAuthorized')).toBe('Not Authorized. Please refresh and try again.');
    expect(msg('dashboard.error.user')).toBe('Coud not retrieve user. Please refresh and try again.');
    expect(msg('users.error.usersAgian')).toBe(
      'Unable to retrieve users. Please refresh and try again agian.',
    );
    expect(msg('validation.password.lowercase')).toBe('Atleast one small letter required');
    expect(msg('auth.login.serverProblem')).toBe(
      'There was a problem contacting the server.  Please try again later.',
    );
    expect(msg('shell.title')).toBe('Circles');
    expect(msg('shell.subtitle')).toBe('Caring to be Healthy System');
  });

  it('ends every advice text with the connector contact placeholder', () => {
    for (const text of Object.values(messageAreas.advice))
      expect(text.endsWith('{connectorEmail}')).toBe(true);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(msg('dashboard.viewing', { name: 'Ann' })).toBe("Viewing Ann's dashboard");
    expect(msg('modules.success.exported', { n: 3 })).toBe('Successfully exported 3 chapter(s).');
    expect(msg('modules.success.exported', { other: 1 })).toBe('Successfully exported {n} chapter(s).');
  });

  it('uses French when present and English otherwise', () => {
    expect(msg('shell.account.logout', undefined, 'fr')).toBe('Déconnexion');
    expect(msg('auth.login.incorrect', undefined, 'fr')).toBe('Your email or password is incorrect.');
    expect(msg('shell.account.logout', undefined, 'en')).toBe('Logout');
  });

  it('rejects strings that are not keys', () => {
    expect(isMessageKey('auth.login.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('dates the letter of information version', () => {
    expect(LETTER_OF_INFORMATION_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
