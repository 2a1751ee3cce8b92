import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api-client';
import { classifySignInError, endSession, sessionOf } from './auth-client';

const calls: string[] = [];
const { fetchAuthSession, signOut } = vi.hoisted(() => ({
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(() => {
    calls.push('signOut');
    return Promise.resolve();
  }),
}));
vi.mock('./amplify', () => ({ amplifyAuth: () => Promise.resolve({ fetchAuthSession, signOut }) }));
vi.mock('../api-client', () => ({ ApiError: class extends Error {}, apiCall: vi.fn() }));

beforeEach(() => {
  calls.length = 0;
  vi.mocked(apiCall).mockReset();
});

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

describe('endSession', () => {
  it('ends the session at the API before Amplify signs out', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: { accessToken: {} } });
    vi.mocked(apiCall).mockImplementation((name) => {
      calls.push(name);
      return Promise.resolve(undefined as never);
    });
    await endSession();
    expect(calls).toEqual(['usersLogout', 'signOut']);
  });

  it('still signs out locally when the API cannot be reached', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: { accessToken: {} } });
    vi.mocked(apiCall).mockRejectedValue(new Error('offline'));
    await endSession();
    expect(calls).toEqual(['signOut']);
    expect(signOut).toHaveBeenCalled();
  });
});
