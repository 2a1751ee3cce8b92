import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { apiCall } from '../api-client';
import { classifySignInError, endSession, toUsername } from './auth-client';

const calls: string[] = [];
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(() => {
    calls.push('signOut');
    return Promise.resolve();
  }),
}));
vi.mock('../api-client', () => ({ ApiError: class extends Error {}, apiCall: vi.fn() }));

beforeEach(() => {
  calls.length = 0;
  vi.mocked(apiCall).mockReset();
});

describe('toUsername', () => {
  it('sends a 10-digit phone number as E.164', () => {
    expect(toUsername('519 555 1234')).toBe('+15195551234');
  });

  it('sends an email trimmed and lower-cased', () => {
    expect(toUsername('  Ada@Example.ORG ')).toBe('ada@example.org');
  });

  it('drops zero-width characters and folds fullwidth forms', () => {
    expect(toUsername('ada\u200b\uff20example.org')).toBe('ada@example.org');
    expect(toUsername('５１９ ５５５ １２３４')).toBe('+15195551234');
  });
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

describe('endSession', () => {
  it('ends the session at the API before Amplify signs out', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: { accessToken: {} } } as never);
    vi.mocked(apiCall).mockImplementation((name) => {
      calls.push(name);
      return Promise.resolve(undefined as never);
    });
    await endSession();
    expect(calls).toEqual(['usersLogout', 'signOut']);
  });

  it('still signs out locally when the API cannot be reached', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: { accessToken: {} } } as never);
    vi.mocked(apiCall).mockRejectedValue(new Error('offline'));
    await endSession();
    expect(calls).toEqual(['signOut']);
    expect(signOut).toHaveBeenCalled();
  });
});
