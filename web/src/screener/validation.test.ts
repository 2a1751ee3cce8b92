import { describe, expect, it } from 'vitest';
import { emailAsTyped, emptyInfo, fieldError, infoErrors, infoValid } from './validation';

describe('screener page 1 validation', () => {
  it('requires first and last name with the shared name rule', () => {
    const errs = infoErrors(emptyInfo);
    expect(errs.firstName).toBe('Cannot be empty');
    expect(errs.lastName).toBe('Cannot be empty');
    expect(fieldError('firstName', 'Ann3')).toBe('Invalid name');
    expect(fieldError('lastName', 'x'.repeat(61))).toBe('Name is too long');
  });

  it('accepts empty email, phone and postal code', () => {
    expect(infoValid({ ...emptyInfo, firstName: 'Ann', lastName: 'Lee' })).toBe(true);
  });

  it('rejects an invalid email, phone or postal code when given', () => {
    const errs = infoErrors({
      ...emptyInfo,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@',
      phone: '12ab',
      postalCode: '123',
    });
    expect(Object.keys(errs).sort()).toEqual(['email', 'phone', 'postalCode']);
  });

  it('accepts valid Canadian and US contact details', () => {
    expect(
      infoValid({
        ...emptyInfo,
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.org',
        phone: '5195551234',
        postalCode: 'N9B 3P4',
      }),
    ).toBe(true);
    expect(fieldError('postalCode', '90210-1234')).toBeUndefined();
  });

  it('lowercases the email as typed and drops leading spaces', () => {
    expect(emailAsTyped('  Ann.Lee@Example.ORG')).toBe('ann.lee@example.org');
  });
});
