import { describe, expect, it, vi } from 'vitest';
import { classifySignInError, toUsername } from './auth-client';

vi.mock('aws-amplify/auth', () => ({}));

describe('toUsername', () => {
  it('sends a 10-digit phone number as E.164', () => {
    expect(toUsername('519 555 1234')).toBe('+15195551234');
  });

  it('sends an email trimmed and lower-cased', () => {
    expect(toUsername('  Ada@Example.ORG ')).toBe('ada@example.org');
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
