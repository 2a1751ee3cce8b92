import { describe, expect, it, vi } from 'vitest';
import { classifySignInError } from './auth-client';

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
