import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applyServerIssues } from './server-issues';

vi.mock('aws-amplify/auth', () => ({}));

interface Values {
  email: string;
  info: { name: string };
  'info.name': string;
}

const issues400 = (issues: { path: string; message: string }[]) =>
  new ApiError(400, 'VALIDATION', 'The request has errors.', issues);

describe('applyServerIssues', () => {
  it('puts each issue under the field of its path and focuses only the first', () => {
    const setError = vi.fn();
    const placed = applyServerIssues<Values>(
      issues400([
        { path: 'email', message: 'Invalid email' },
        { path: 'info.name', message: 'Invalid name' },
      ]),
      ['email', 'info.name'],
      setError,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Invalid email' }, { shouldFocus: true }],
      ['info.name', { type: 'server', message: 'Invalid name' }, { shouldFocus: false }],
    ]);
  });

  it('falls back to the field of the first path segment, and says when an issue found no field', () => {
    const setError = vi.fn();
    const placed = applyServerIssues<Values>(
      issues400([
        { path: 'info.name', message: 'Invalid name' },
        { path: 'consent.letterVersion', message: 'Required' },
      ]),
      ['info'],
      setError,
    );
    expect(placed).toBe(false);
    expect(setError).toHaveBeenCalledWith(
      'info',
      { type: 'server', message: 'Invalid name' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the form-level text', () => {
    const setError = vi.fn();
    expect(applyServerIssues<Values>(new ApiError(409, 'CONFLICT', 'stale'), ['email'], setError)).toBe(
      false,
    );
    expect(applyServerIssues<Values>(new TypeError('offline'), ['email'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
