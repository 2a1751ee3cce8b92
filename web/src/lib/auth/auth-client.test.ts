import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '../api-client';
import {
  answerSecondStep,
  classifySignInError,
  endSession,
  sessionOf,
  signInWithPassword,
  SignInError,
} from './auth-client';

const calls: string[] = [];
const { fetchAuthSession, signOut, signIn, confirmSignIn } = vi.hoisted(() => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(() => {
    calls.push('signOut');
    return Promise.resolve();
  }),
}));
vi.mock('./amplify', () => ({
  amplifyAuth: () => Promise.resolve({ fetchAuthSession, signOut, signIn, confirmSignIn }),
}));
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

describe('second step (issue 21)', () => {
  it('answers the authenticator step instead of validating, then validates once Cognito signs in', async () => {
    signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    expect(await signInWithPassword('Cora@Example.org', 'Right#2026')).toEqual({
      next: { kind: 'totpCode' },
    });
    expect(apiCall).not.toHaveBeenCalled();
    const user = { _id: 'cora', role: 'Coordinator', info: { name: 'Cora' } };
    confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    vi.mocked(apiCall).mockResolvedValue({ valid: true, user });
    expect(await answerSecondStep('123456')).toEqual({ user });
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it('tells a wrong code from a sign-in that took too long', async () => {
    confirmSignIn.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'CodeMismatchException' }));
    await expect(answerSecondStep('000000')).rejects.toEqual(new SignInError('wrongCode'));
    confirmSignIn.mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'NotAuthorizedException' }));
    await expect(answerSecondStep('000000')).rejects.toMatchObject({ kind: 'expired' });
    confirmSignIn.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(answerSecondStep('000000')).rejects.toMatchObject({ kind: 'server' });
  });

  it('drops a sign-in that asks for a step the app does not take (a new password)', async () => {
    signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });
    await expect(signInWithPassword('a@example.org', 'x')).rejects.toMatchObject({ kind: 'refused' });
    expect(signOut).toHaveBeenCalled();
  });
});
