import { describe, expect, it, vi } from 'vitest';
import { classifySignInError, sessionOf } from './auth-client';

vi.mock('aws-amplify/auth', () => ({}));

describe('classifySignInError', () => {
  it('treats refused credentials and unknown users as incorrect', () => {
    expect(classifySignInError({ name: 'NotAuthorizedException' })).toBe('incorrect');
    expect(classifySignInError({ name: 'UserNotFoundException' })).toBe('incorrect');
    expect(classifySignInError({ name: 'InvalidPasswordException' })).toBe('incorrect');
  });

  it('treats anything else as a server problem', () => {
    expect(classifySignInError(new TypeError('Failed to fetch'))).toBe('server');
    expect(classifySignInError(undefined)).toBe('server');
  });
});

describe('sessionOf', () => {
  const user = {
    _id: 'u1',
    role: 'Patient',
    status: 'active',
    enabled: true,
    info: { name: 'Ann', language: 'French' },
    patients: [],
    workers: [],
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    version: 1,
  } as const;

  it("keeps the interface language of the user's preferred language", () => {
    expect(sessionOf({ ...user, patients: [], workers: [] }).locale).toBe('fr');
  });

  it('keeps no locale when the preferred language names none', () => {
    expect(sessionOf({ ...user, info: { name: 'Ann', language: 'Other' } } as never)).toEqual({
      id: 'u1',
      name: 'Ann',
      role: 'Patient',
    });
  });
});
