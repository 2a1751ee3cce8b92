import { describe, expect, it } from 'vitest';
import { loginBodySchema, selfRegisterBodySchema, userSchema } from './user';
import { idSchema, pageQuerySchema } from './common';

const valid = {
  name: '  Grace Hopper',
  email: ' Grace@Example.ORG ',
  phone: '',
  password: 'Valid#Pass1',
  city: '',
  postalCode: 'n9a 1a1',
  consent: { letterVersion: '2026-11-01' },
};

function issues(input: unknown): Record<string, string> {
  const parsed = selfRegisterBodySchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('selfRegisterBodySchema', () => {
  it('trims the name, lowercases the email and treats blank optional fields as absent', () => {
    const body = selfRegisterBodySchema.parse(valid);
    expect(body.name).toBe('Grace Hopper');
    expect(body.email).toBe('grace@example.org');
    expect(body.phone).toBeUndefined();
    expect(body.city).toBeUndefined();
  });

  it('accepts real names and stores Zoé typed either way as one NFC string', () => {
    expect(selfRegisterBodySchema.parse({ ...valid, name: "Mary-Ann O'Brien" }).name).toBe(
      "Mary-Ann O'Brien",
    );
    const decomposed = selfRegisterBodySchema.parse({ ...valid, name: ' Zoe\u0301  Tremblay ' }).name;
    expect(decomposed).toBe(selfRegisterBodySchema.parse({ ...valid, name: 'Zo\u00e9 Tremblay' }).name);
    expect(decomposed).toBe('Zo\u00e9 Tremblay');
  });

  it("accepts real city names such as St. John's and Notre-Dame-de-l’Île-Perrot (issue 20)", () => {
    for (const city of ["St. John's", 'Saint-Jean-sur-Richelieu', 'Notre-Dame-de-l\u2019Île-Perrot']) {
      expect(selfRegisterBodySchema.parse({ ...valid, city }).city).toBe(city);
    }
  });

  it('gives the spec messages under each field', () => {
    expect(issues({ ...valid, name: '   ' }).name).toBe('Cannot be whitespace alone');
    expect(issues({ ...valid, name: 'Ann3' }).name).toBe('Invalid name');
    expect(issues({ ...valid, city: 'W1ndsor' }).city).toBe('Invalid city name');
    expect(issues({ ...valid, city: '   ' }).city).toBe('Cannot be whitespace alone');
    expect(issues({ ...valid, postalCode: '123' }).postalCode).toBe('Invalid postal code');
    expect(issues({ ...valid, phone: '0123456789' }).phone).toBe('Invalid phone number');
    expect(issues({ ...valid, password: 'alllowercase1!' }).password).toBe(
      'Atleast one capital letter required',
    );
  });

  it('requires an email or a phone number', () => {
    expect(issues({ ...valid, email: '', phone: '' }).email).toBe(
      'Please enter either Email or Phone number.',
    );
    expect(issues({ ...valid, email: '', phone: '5195550100' })).toEqual({});
  });

  it('requires consent with a letter version', () => {
    expect(Object.keys(issues({ ...valid, consent: undefined }))).toContain('consent');
  });
});

describe('loginBodySchema', () => {
  it('answers the login field messages', () => {
    const parsed = loginBodySchema.safeParse({ emailOrPhone: '', password: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      'Please enter an email.',
      'Please enter your password.',
    ]);
  });
});

describe('userSchema and common schemas', () => {
  it('accepts a stored user shape and strips unknown fields such as the Cognito user name', () => {
    const user = userSchema.parse({
      _id: 'abc-1',
      role: 'Patient',
      status: 'active',
      enabled: true,
      info: { name: 'A' },
      patients: [],
      workers: [],
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      version: 1,
      username: 'secret@example.org',
    });
    expect(user).not.toHaveProperty('username');
  });

  it('refuses ids with characters outside the id alphabet', () => {
    expect(idSchema.safeParse('USER#1').success).toBe(false);
    expect(idSchema.safeParse('01HZX-abc_9').success).toBe(true);
  });

  it('defaults and bounds paging', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(pageQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
