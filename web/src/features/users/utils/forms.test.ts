import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@circles/shared/schemas/people';
import { registerUserBodySchema } from '@circles/shared/schemas/people';
import {
  defaultPassword,
  emptyCreateUserValues,
  REFERRAL_DETAILS_MAX,
  validateCreateUser,
} from './create-user-form';
import { profileValuesOf, toProfileBody, validateProfile } from './profile-form';
import { toRegisterUserBody } from './register-body';

const at = '2026-01-05T10:00:00.000Z';

describe('the create-user wizard values', () => {
  it('make a register body the shared schema accepts, with the languages and the address', () => {
    const values = {
      ...emptyCreateUserValues('Abc#1234xyz', 'fac-2'),
      firstName: 'Ann',
      lastName: 'Lee',
      email: ' Ann.Lee@Example.org ',
      language: 'Other',
      otherLanguages: 'cree, tagalog',
      gender: 'NonBinary',
      genderOther: 'Two Spirit',
      dateOfBirth: '1950-04-02',
      role: 'Patient',
      origin: 'Other',
      originOther: 'Friend',
      province: 'ON',
      postalCode: 'n9b 3p4',
    };
    const parsed = registerUserBodySchema.safeParse(toRegisterUserBody(values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      email: 'ann.lee@example.org',
      facilityId: 'fac-2',
      originOfContactOther: 'Friend',
      info: { name: 'Ann Lee', languageOther: 'cree, tagalog', address: { state: 'ON', country: 'Canada' } },
    });
  });

  it('offer only the roles given and need a date of birth not after today', () => {
    const values = { ...emptyCreateUserValues('Abc#1234xyz'), role: 'Admin', dateOfBirth: '2026-01-06' };
    const problems = validateCreateUser(values, '2026-01-05', ['Volunteer', 'Patient']);
    expect(problems.role).toBe('Please choose one of the options');
    expect(problems.dateOfBirth).toBe('Date of birth cannot be after today');
  });

  it('refuse referral details past the server limit with the catalogue text', () => {
    const values = emptyCreateUserValues('Abc#1234xyz');
    expect(REFERRAL_DETAILS_MAX).toBe(1000);
    const at = validateCreateUser({ ...values, referralDetails: 'x'.repeat(1000) }, '2026-01-05', []);
    expect(at.referralDetails).toBeNull();
    const past = validateCreateUser({ ...values, referralDetails: 'x'.repeat(1001) }, '2026-01-05', []);
    expect(past.referralDetails).toBe('Please enter at most 1000 characters.');
  });

  it('draw default passwords that differ and meet the rule', () => {
    const a = defaultPassword();
    const b = defaultPassword();
    expect(a).not.toBe(b);
    expect(validateCreateUser({ ...emptyCreateUserValues(a) }, '2026-01-05', []).password).toBeNull();
  });
});

describe('the account page Profile values', () => {
  const user: UserDetail = {
    _id: 'u1',
    role: 'Patient',
    status: 'active',
    enabled: true,
    phone: '+15195550104',
    info: { name: 'Mary Member', language: 'Cree, Tagalog', province: 'XX' },
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    version: 4,
  };

  it('read a language outside the list as Other with its names, a stored phone as its digits', () => {
    const values = profileValuesOf(user);
    expect(values).toMatchObject({
      language: 'Other',
      otherLanguages: 'Cree, Tagalog',
      phone: '5195550104',
      province: 'None',
    });
  });

  it('require gender and the specify fields, and send the version read', () => {
    const values = { ...profileValuesOf(user), gender: 'NonBinary' };
    const problems = validateProfile(values, '2026-01-05');
    expect(problems.genderOther).toBe('Cannot be empty');
    expect(problems.otherLanguages).toBeNull();
    expect(validateProfile({ ...values, gender: '' }, '2026-01-05').gender).toBe('Cannot be empty');
    expect(toProfileBody({ ...values, genderOther: 'Agender' }, 4)).toMatchObject({
      version: 4,
      info: {
        gender: 'NonBinary',
        genderOther: 'Agender',
        language: 'Other',
        languageOther: 'Cree, Tagalog',
      },
    });
  });
});
