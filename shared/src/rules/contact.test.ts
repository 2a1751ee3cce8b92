import { describe, expect, it } from 'vitest';
import {
  cleanIdentifier,
  canadianPostalCodeRule,
  emailOrPhoneRule,
  emailRule,
  normaliseEmail,
  normalisePostalCode,
  phoneRule,
  postalCodeRule,
  toE164Phone,
  userEmailOrPhoneRule,
} from './contact';

describe('postalCodeRule', () => {
  it('is optional', () => {
    expect(postalCodeRule(undefined)).toBeNull();
    expect(postalCodeRule('')).toBeNull();
    expect(postalCodeRule('  ')).toBeNull();
  });
  it.each(['N9B 3P4', 'n9b3p4', ' N9B3P4 ', '90210', '90210-1234'])('accepts %s', (value) => {
    expect(postalCodeRule(value)).toBeNull();
  });
  it.each(['N9B  3P4', '9NB 3P4', '9021', '90210-12', 'N9B-3P4', 'ABCDE'])('refuses %s', (value) => {
    expect(postalCodeRule(value)).toBe('Invalid postal code');
  });
});

describe('canadianPostalCodeRule', () => {
  it('accepts Canadian codes only', () => {
    expect(canadianPostalCodeRule('')).toBeNull();
    expect(canadianPostalCodeRule('N9B 3P4')).toBeNull();
    expect(canadianPostalCodeRule('90210')).toBe('Invalid postal code');
  });
  it('normalises Canadian codes to upper case with the space', () => {
    expect(normalisePostalCode('n9b3p4')).toBe('N9B 3P4');
    expect(normalisePostalCode(' 90210-1234 ')).toBe('90210-1234');
  });
});

describe('emailRule', () => {
  it('is optional', () => {
    expect(emailRule(undefined)).toBeNull();
    expect(emailRule('')).toBeNull();
  });
  it.each(['ann@example.org', 'a.b+c@mail.example.ca'])('accepts %s', (value) => {
    expect(emailRule(value)).toBeNull();
  });
  it.each([
    'ann',
    'ann@',
    'ann@example',
    'ann @example.org',
    'a@@b.org',
    'ann@example.',
    `${'a'.repeat(250)}@b.org`,
  ])('refuses %s', (value) => {
    expect(emailRule(value)).toBe('Invalid email');
  });
  it('normalises by trimming and lowering', () => {
    expect(normaliseEmail('  Ann@Example.ORG ')).toBe('ann@example.org');
  });
});

describe('phoneRule', () => {
  it('is optional', () => {
    expect(phoneRule(undefined)).toBeNull();
    expect(phoneRule('')).toBeNull();
  });
  it('accepts 10 and 11 digits without a leading zero', () => {
    expect(phoneRule('5195551234')).toBeNull();
    expect(phoneRule('15195551234')).toBeNull();
  });
  it('says Invalid phone number for non-digits and a leading zero', () => {
    expect(phoneRule('519-555-1234')).toBe('Invalid phone number');
    expect(phoneRule('+15195551234')).toBe('Invalid phone number');
    expect(phoneRule('0195551234')).toBe('Invalid phone number');
  });
  it('asks for 10 digits when the length is wrong', () => {
    expect(phoneRule('519555123')).toBe('Invalid phone number. Please enter 10 digits');
    expect(phoneRule('519555123456')).toBe('Invalid phone number. Please enter 10 digits');
  });
  it('turns 10 and 11 digits into E.164', () => {
    expect(toE164Phone('5195551234')).toBe('+15195551234');
    expect(toE164Phone('15195551234')).toBe('+15195551234');
    expect(() => toE164Phone('12345')).toThrow(RangeError);
  });
});

describe('email or phone', () => {
  it('needs one of the two at registration', () => {
    expect(emailOrPhoneRule('', ' ')).toBe('Please enter either Email or Phone number.');
    expect(emailOrPhoneRule(undefined, null)).toBe('Please enter either Email or Phone number.');
    expect(emailOrPhoneRule('a@b.org', '')).toBeNull();
    expect(emailOrPhoneRule('', '5195551234')).toBeNull();
  });
  it('needs one of the two in the create-user wizard', () => {
    expect(userEmailOrPhoneRule('', '')).toBe('Enter either email or phone number');
    expect(userEmailOrPhoneRule('', '5195551234')).toBeNull();
  });
});

describe('cleanIdentifier and normaliseEmail', () => {
  it('removes zero-width and control characters and folds fullwidth forms', () => {
    expect(normaliseEmail(' \u200bMary\u200d@Example.org\u0007 ')).toBe('mary@example.org');
    expect(normaliseEmail('mary\uff20example.org')).toBe('mary@example.org');
    expect(cleanIdentifier('\ufeff５１９５５５０１０４')).toBe('5195550104');
  });

  it('turns fullwidth digits into an E.164 phone number', () => {
    expect(toE164Phone('５１９５５５０１０４\u200b')).toBe('+15195550104');
  });
});
