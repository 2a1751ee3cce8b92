import { describe, expect, it } from 'vitest';
import { emptyInfo, fieldError, infoErrors, infoValid, memberInfoOf } from './validation';

describe('screener page 1 validation', () => {
  it('requires first and last name with the shared name rule', () => {
    const errs = infoErrors(emptyInfo);
    expect(errs.firstName).toBe('Cannot be empty');
    expect(errs.lastName).toBe('Cannot be empty');
    expect(fieldError('firstName', 'Ann3')).toBe('Invalid name');
    expect(fieldError('lastName', 'x'.repeat(61))).toBe('Name is too long');
  });

  it("accepts names people have: Mary-Ann, O'Brien, O’Brien, St. John, Nguyễn", () => {
    expect(infoValid({ ...emptyInfo, firstName: 'Mary-Ann', lastName: "O'Brien" })).toBe(true);
    for (const name of ['O’Brien', 'St. John', 'Nguyễn', 'Zoe\u0301'])
      expect(fieldError('lastName', name)).toBeUndefined();
    expect(fieldError('firstName', '<b>Ann</b>')).toBe('Invalid name');
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

  it('accepts an email typed with capitals or pasted with spaces', () => {
    expect(fieldError('email', 'Jane.Doe@Example.COM')).toBeUndefined();
    expect(fieldError('email', ' Mary.OBrien@Example.com ')).toBeUndefined();
  });

  it('sends the email trimmed and lower-cased, the other fields as typed', () => {
    const info = { ...emptyInfo, firstName: 'mary', lastName: 'O Brien', email: ' Mary.OBrien@Example.com ' };
    expect(memberInfoOf(info)).toEqual({
      firstName: 'mary',
      lastName: 'O Brien',
      email: 'mary.obrien@example.com',
      phone: '',
      postalCode: '',
    });
  });
});
