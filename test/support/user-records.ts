import { ulid } from 'ulid';
import type { UserRecord } from '@circles/functions/members/user-record';

/**
 * A stored user as the repository tests write it straight to the table: active, named 'Test Person',
 * no caseload, version 1, a fresh ulid as id (its lower-cased email unique with it).
 */
export function testUserRecord(
  role: UserRecord['role'] = 'Patient',
  id = ulid(),
  at = new Date().toISOString(),
): UserRecord {
  return {
    id,
    role,
    username: `${id}@example.org`,
    email: `${id.toLowerCase()}@example.org`,
    status: 'active',
    enabled: true,
    info: { name: 'Test Person' },
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
}
