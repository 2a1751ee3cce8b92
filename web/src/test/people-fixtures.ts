import type { UserDetail } from '@circles/shared/schemas/people';

/** When the people fixtures were made and last changed. */
export const FIXTURE_AT = '2026-01-05T10:00:00.000Z';

/**
 * Mary, an active member of facility fac-1 with her Volunteer `vic`, as the user routes answer her
 * (UserDetail); `changes` replace whole fields (e.g. `info`, `workers`, `memberStatusInfo`).
 */
export function maryDetail(changes: Partial<UserDetail> = {}): UserDetail {
  return {
    _id: 'mary',
    role: 'Patient',
    email: 'mary@example.org',
    status: 'active',
    enabled: true,
    facilityId: 'fac-1',
    info: {
      name: 'Mary Member',
      phone: '5195550104',
      gender: 'Female',
      language: 'English',
      country: 'Canada',
    },
    patients: [],
    workers: ['vic'],
    createdAt: FIXTURE_AT,
    updatedAt: FIXTURE_AT,
    version: 3,
    ...changes,
  };
}
