import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { errorCode, errorText } from './api-errors';

const STALE = 'This submission was changed by someone else. The list has been refreshed.';
const FAILED = 'An error occurred. Please try again later.';

vi.mock('aws-amplify/auth', () => ({}));

describe('errorText', () => {
  it('chooses the text by the error code', () => {
    const conflict = new ApiError(409, 'CONFLICT', 'This record was changed by someone else.');
    expect(errorText(conflict, { CONFLICT: STALE }, FAILED)).toBe(STALE);
  });

  it('ignores the English message: an unknown code gets the fallback whatever the message says', () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Email already registered');
    expect(errorText(error, { EMAIL_TAKEN: 'Email is already registered.' }, FAILED)).toBe(FAILED);
  });

  it('treats anything that is not an API error as a network failure', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('NETWORK');
  });
});
