import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { errorCode, errorText } from './api-errors';

vi.mock('aws-amplify/auth', () => ({}));

describe('errorText', () => {
  it('chooses the text by the error code', () => {
    const conflict = new ApiError(409, 'CONFLICT', 'This record was changed by someone else.');
    expect(errorText(conflict, { CONFLICT: 'screener.leads.stale' }, 'screener.leads.markError')).toBe(
      'This submission was changed by someone else. The list has been refreshed.',
    );
  });

  it('ignores the English message: an unknown code gets the fallback whatever the message says', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Email already registered');
    expect(errorText(error, { EMAIL_TAKEN: 'auth.register.emailTaken' }, 'auth.register.failed')).toBe(
      'An error occurred. Please try again later.',
    );
  });

  it('treats anything that is not an API error as a network failure', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('NETWORK');
  });
});
