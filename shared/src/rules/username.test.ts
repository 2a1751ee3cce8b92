import { describe, expect, it } from 'vitest';
import { accountUsername, isPhoneUsername, usernameOf } from './username';

describe('usernameOf', () => {
  it('signs a 10-digit phone number in as North American E.164, punctuation dropped', () => {
    expect(usernameOf('519 555 1234')).toBe('+15195551234');
    expect(usernameOf('(519) 555-1234')).toBe('+15195551234');
    expect(usernameOf('519.555.1234')).toBe('+15195551234');
  });

  it('keeps the country code of an 11-digit phone number', () => {
    expect(usernameOf('+1 519 555 1234')).toBe('+15195551234');
    expect(usernameOf('15195551234')).toBe('+15195551234');
  });

  it('signs an email in trimmed and lower-cased', () => {
    expect(usernameOf('  Ada@Example.ORG ')).toBe('ada@example.org');
  });

  it('drops zero-width characters and folds fullwidth forms', () => {
    expect(usernameOf('ada\u200b\uff20example.org')).toBe('ada@example.org');
    expect(usernameOf('５１９ ５５５ １２３４')).toBe('+15195551234');
  });

  it('reads digits with an @ as an email, and anything else as an email too', () => {
    expect(usernameOf('5195551234@example.org')).toBe('5195551234@example.org');
    expect(usernameOf('12345')).toBe('12345');
    expect(usernameOf(' AdaAdmin ')).toBe('adaadmin');
  });
});

describe('isPhoneUsername', () => {
  it('tells phone user names from emails', () => {
    expect(isPhoneUsername('+15195551234')).toBe(true);
    expect(isPhoneUsername('+tag@example.org')).toBe(false);
    expect(isPhoneUsername('ada@example.org')).toBe(false);
  });
});

describe('accountUsername', () => {
  it('prefers the email, then the phone number, of a new account', () => {
    expect(accountUsername({ email: ' Ann@Example.org', phone: '5195551234' })).toBe('ann@example.org');
    expect(accountUsername({ phone: '5195551234' })).toBe('+15195551234');
    expect(accountUsername({})).toBeUndefined();
  });
});
