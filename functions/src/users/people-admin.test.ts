import { describe, expect, it } from 'vitest';
import { registerUserBodySchema } from '@circles/shared/schemas/people';
import type { PeopleDeps } from './people';
import { registerUser, type PeopleAdminDeps } from './people-admin';
import type { PeopleRepository } from './people-ports';
import type { AuditEvent, IdentityProvider } from '../members/ports';
import { actorOf, type UserRecord } from '../members/user-record';

const admin: UserRecord = {
  id: 'ada',
  role: 'Admin',
  username: 'ada@example.org',
  status: 'active',
  enabled: true,
  facilityId: 'f1',
  info: { name: 'Ada Admin' },
  patients: [],
  workers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

const body = registerUserBodySchema.parse({
  email: 'nora.new@example.org',
  password: 'Default#2026',
  role: 'Patient',
  info: { name: 'Nora New', gender: 'Female', dateOfBirth: '1950-04-02', language: 'English' },
});

/**
 * In-memory people and identity: the identity records the sign-ins it holds; `create` stores the profile
 * unless `failWith` is given, when it throws as a failed DynamoDB transaction would.
 */
function fakeDeps(failWith?: Error) {
  const profiles = new Map<string, UserRecord>();
  const signIns = new Set<string>();
  const deleted: string[] = [];
  const events: AuditEvent[] = [];
  const people = {
    facility: async (id: string) =>
      id === 'f1' ? { id: 'f1', name: 'Riverside', prefix: 'RCC' } : undefined,
    findIdByEmail: async () => undefined,
    findIdByPhone: async () => undefined,
    async create(user: UserRecord, event: AuditEvent) {
      if (failWith) throw failWith;
      profiles.set(user.id, user);
      events.push(event);
    },
  } as unknown as PeopleRepository;
  const identity = {
    async createUser(input: { username: string }) {
      signIns.add(input.username);
      return `sub-${input.username}`;
    },
    async deleteUser(username: string) {
      deleted.push(username);
      signIns.delete(username);
    },
  } as unknown as IdentityProvider;
  const base: PeopleDeps = {
    people,
    stickyNotes: { create: async () => {}, listFor: async () => [], eraseFor: async () => {} },
    memberModules: { listByMember: async () => [] },
    audit: { record: async (e) => void events.push(e) },
    now: () => new Date('2026-03-01T00:00:00Z'),
  };
  const deps: PeopleAdminDeps = { ...base, identity };
  return { deps, profiles, signIns, deleted, events };
}

describe('registerUser: the sign-in and the profile together or neither', () => {
  it('keeps the sign-in when the profile is stored', async () => {
    const { deps, profiles, signIns, deleted } = fakeDeps();
    const { user } = await registerUser(deps, actorOf(admin), body);
    expect(user._id).toBe('sub-nora.new@example.org');
    expect(profiles.get(user._id)).toMatchObject({
      facilityId: 'f1',
      createdBy: 'ada',
      mustChangePassword: true,
    });
    expect([...signIns]).toEqual(['nora.new@example.org']);
    expect(deleted).toEqual([]);
  });

  it('deletes the new sign-in again when the profile write fails, and the error surfaces', async () => {
    const failure = new Error('TransactionCanceledException');
    const { deps, profiles, signIns, deleted } = fakeDeps(failure);
    await expect(registerUser(deps, actorOf(admin), body)).rejects.toBe(failure);
    expect(deleted).toEqual(['nora.new@example.org']);
    expect(signIns.size).toBe(0);
    expect(profiles.size).toBe(0);
  });
});
