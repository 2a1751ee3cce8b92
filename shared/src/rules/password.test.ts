import { describe, expect, it } from 'vitest';
import { accountPasswordRule, confirmPasswordRule, matchingPasswordRule, passwordRule } from './password';

describe('passwordRule', () => {
  it('accepts 8 and 16 characters with every kind', () => {
    expect(passwordRule('Abcdef1!')).toBeNull();
    expect(passwordRule('Abcdefghijklm1!x')).toBeNull();
  });
  it.each([
    [undefined, 'Minimum 8 characters required'],
    ['Abcde1!', 'Minimum 8 characters required'],
    ['Abcdefghijklmn1!x', 'Maximum length must be 16 characters'],
    ['Abcdefgh!', 'Atleast one number required'],
    ['12345678!', 'Atleast one letter required'],
    ['ABCDEFG1!', 'Atleast one small letter required'],
    ['abcdefg1!', 'Atleast one capital letter required'],
    ['Abcdefg12', 'Atleast one special character is required'],
    ['Abcdefg1 ', 'Atleast one special character is required'],
  ])('refuses %j with the first failing message', (value, message) => {
    expect(passwordRule(value)).toBe(message);
  });
});

describe('password confirmation', () => {
  it('says Passwords do not match at registration', () => {
    expect(confirmPasswordRule('Abcdef1!', 'Abcdef1?')).toBe('Passwords do not match');
    expect(confirmPasswordRule('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(confirmPasswordRule(undefined, '')).toBeNull();
    expect(confirmPasswordRule('', undefined)).toBeNull();
    expect(confirmPasswordRule('x', null)).toBe('Passwords do not match');
  });
  it('says Password must be matching in the wizard', () => {
    expect(matchingPasswordRule('Abcdef1!', '')).toBe('Password must be matching');
    expect(matchingPasswordRule('x', 'x')).toBeNull();
    expect(matchingPasswordRule(null, undefined)).toBeNull();
  });
});

describe('accountPasswordRule', () => {
  it('accepts 4 characters and refuses 3', () => {
    expect(accountPasswordRule('abcd')).toBeNull();
    expect(accountPasswordRule('abc')).toBe('Minimum 4 characters required');
    expect(accountPasswordRule(undefined)).toBe('Minimum 4 characters required');
  });
});
