import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { profileErrorText } from './profile-errors';

const CHECK_ID =
  'Unable to load profile.  Please make sure your User ID is correct and you have proper permissions.';

describe('profileErrorText (spec 002 §8.1)', () => {
  it('asks an Admin or a member to check the id when the profile is refused or unknown', () => {
    for (const status of [403, 404]) {
      expect(profileErrorText(new ApiError(status, 'X', 'x'), 'Admin')).toBe(CHECK_ID);
      expect(profileErrorText(new ApiError(status, 'X', 'x'), 'Patient')).toBe(CHECK_ID);
    }
  });

  it("gives Coordinators and Volunteers their role's restriction text when refused", () => {
    const refused = new ApiError(404, 'NOT_FOUND', 'x');
    expect(profileErrorText(refused, 'Coordinator')).not.toBe(CHECK_ID);
    expect(profileErrorText(refused, 'Volunteer')).not.toBe(CHECK_ID);
    expect(profileErrorText(refused, 'Coordinator')).not.toBe(profileErrorText(refused, 'Volunteer'));
  });

  it("says only 'Unable to load profile.' when the server failed or nothing answered, whoever reads", () => {
    for (const role of ['Admin', 'Coordinator', 'Volunteer', 'Patient'] as const) {
      expect(profileErrorText(new ApiError(500, 'INTERNAL', 'x'), role)).toBe('Unable to load profile.');
      expect(profileErrorText(new TypeError('Failed to fetch'), role)).toBe('Unable to load profile.');
    }
  });
});
