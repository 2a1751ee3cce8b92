import { describe, expect, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import {
  EMPTY_REGISTER_VALUES,
  takenText,
  toRegisterBody,
  typedValue,
  validateRegistration,
  type RegisterValues,
} from './registration';

const valid: RegisterValues = {
  name: 'Ada Lovelace',
  city: 'Windsor',
  postalCode: 'N9B 3P4',
  email: 'ada@example.org',
  phone: '',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
};

describe('validateRegistration', () => {
  it('accepts a complete form with only an email', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('asks for email or phone under both fields when neither is given', () => {
    const errors = validateRegistration({ ...valid, email: '' });
    expect(errors.email).toBe('Please enter either Email or Phone number.');
    expect(errors.phone).toBe('Please enter either Email or Phone number.');
  });

  it('clears the email error once a phone number is given', () => {
    expect(validateRegistration({ ...valid, email: '', phone: '5195551234' })).toEqual({});
  });

  it('reports the spec texts for name, city, postal code and password confirmation', () => {
    const errors = validateRegistration({
      ...EMPTY_REGISTER_VALUES,
      name: 'R2D2',
      city: 'W1ndsor',
      postalCode: '123',
      email: 'a@b.c',
      password: 'Str0ng!pass',
      confirmPassword: 'other',
    });
    expect(errors).toMatchObject({
      name: 'Invalid name',
      city: 'Invalid city name',
      postalCode: 'Invalid postal code',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('requires a name', () => {
    expect(validateRegistration({ ...valid, name: '' }).name).toBe('Cannot be empty');
  });
});

describe('typedValue', () => {
  it('drops leading whitespace in name, city and email but not in the password', () => {
    expect(typedValue('name', '  Ada')).toBe('Ada');
    expect(typedValue('city', ' Windsor')).toBe('Windsor');
    expect(typedValue('email', ' a@b.org')).toBe('a@b.org');
    expect(typedValue('password', ' secret')).toBe(' secret');
  });
});

describe('toRegisterBody', () => {
  it('leaves out empty optional fields and records the letter version', () => {
    expect(toRegisterBody({ ...valid, city: '', postalCode: ' ', email: ' Ada@Example.org ' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'Str0ng!pass',
      consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
    });
  });
});

describe('takenText', () => {
  it('maps a duplicate email to the spec text', () => {
    expect(takenText('EMAIL_TAKEN')).toBe(
      'Email is already registered. Please use a different email address.',
    );
  });

  it('maps a duplicate phone number to the spec text', () => {
    expect(takenText('PHONE_TAKEN')).toBe(
      'Phone number is already registered. Please use a different phone number.',
    );
  });

  it('has no text for other codes, whatever their message said', () => {
    expect(takenText('BAD_REQUEST')).toBeNull();
    expect(takenText('VALIDATION')).toBeNull();
  });
});
