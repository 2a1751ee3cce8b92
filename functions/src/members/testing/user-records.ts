import type { UserRecord } from '../user-record';

/**
 * A stored user for domain tests: active and enabled in facility `f1`, named after its id, with no
 * assignments, version 1; `extra` replaces whole fields.
 */
export function userRecord(
  id: string,
  role: UserRecord['role'],
  extra: Partial<UserRecord> = {},
): UserRecord {
  return {
    id,
    role,
    username: `${id}@example.org`,
    status: 'active',
    enabled: true,
    facilityId: 'f1',
    info: { name: id },
    patients: [],
    workers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...extra,
  };
}
