import { describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/validation';
import { MAX_LINKED } from '@circles/shared/schemas/limits';
import { changeAssignments } from './assignments';
import type { PeopleDeps } from './people';
import type { AssignmentChange, PeopleRepository } from './people-ports';
import type { AuditEvent } from '../members/ports';
import { userRecord } from '../members/testing/user-records';
import { actorOf, type UserRecord } from '../members/user-record';

/** A stored user in `facilityId` (see `userRecord`). */
const user = (id: string, role: UserRecord['role'], facilityId = 'f1', extra: Partial<UserRecord> = {}) =>
  userRecord(id, role, { facilityId, ...extra });

/** An in-memory store whose `setAssignments` applies every change or none, like the transaction. */
function fakeDeps(users: UserRecord[]) {
  const store = new Map(users.map((u) => [u.id, u]));
  const events: AuditEvent[] = [];
  const writes: AssignmentChange[][] = [];
  const people = {
    get: async (id: string) => store.get(id),
    getMany: async (ids: readonly string[]) => ids.map((id) => store.get(id)).filter((u) => u !== undefined),
    async setAssignments(changes: readonly AssignmentChange[]) {
      if (changes.some((c) => store.get(c.user.id)?.version !== c.user.version)) throw new Error('stale');
      writes.push([...changes]);
      for (const c of changes)
        store.set(c.user.id, {
          ...c.user,
          patients: c.patients,
          workers: c.workers,
          version: c.user.version + 1,
        });
    },
  } as unknown as PeopleRepository;
  const deps: PeopleDeps = {
    people,
    stickyNotes: { create: async () => {}, listFor: async () => [], eraseFor: async () => {} },
    memberModules: { listByMember: async () => [] },
    audit: { record: async (e) => void events.push(e) },
    now: () => new Date('2026-03-01T00:00:00Z'),
  };
  return { deps, store, events, writes };
}

describe('assignments (ACCESS.md: Admin any, Coordinator facility)', () => {
  const coordinator = user('cora', 'Coordinator');
  const volunteer = user('vic', 'Volunteer');
  const member = user('mary', 'Patient');
  const other = user('otto', 'Patient', 'f2');

  it('writes both users in one change and removes the pair again', async () => {
    const { deps, store, writes } = fakeDeps([coordinator, volunteer, member, other]);
    await changeAssignments(deps, actorOf(coordinator), 'vic', 'worker', { add: ['mary'], remove: [] });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.map((c) => c.user.id).sort()).toEqual(['mary', 'vic']);
    expect(store.get('vic')?.patients).toEqual(['mary']);
    expect(store.get('mary')?.workers).toEqual(['vic']);
    await changeAssignments(deps, actorOf(coordinator), 'mary', 'member', { add: [], remove: ['vic'] });
    expect(store.get('vic')?.patients).toEqual([]);
    expect(store.get('mary')?.workers).toEqual([]);
  });

  it('hides a member of another facility (404) and writes nothing', async () => {
    const { deps, writes, events } = fakeDeps([coordinator, volunteer, member, other]);
    await expect(
      changeAssignments(deps, actorOf(coordinator), 'vic', 'worker', { add: ['otto'], remove: [] }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(writes).toEqual([]);
    expect(events.some((e) => e.outcome === 'denied' && e.memberId === 'otto')).toBe(true);
  });

  it('refuses helpers without the right (403) and pairs of the wrong roles (400)', async () => {
    const { deps } = fakeDeps([coordinator, volunteer, member]);
    await expect(
      changeAssignments(deps, actorOf(volunteer), 'vic', 'worker', { add: ['mary'], remove: [] }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      changeAssignments(deps, actorOf(coordinator), 'mary', 'worker', { add: ['vic'], remove: [] }),
    ).rejects.toMatchObject({ kind: 'BAD_REQUEST', code: 'NOT_WORKER' });
    await expect(
      changeAssignments(deps, actorOf(coordinator), 'vic', 'worker', { add: ['cora'], remove: [] }),
    ).rejects.toMatchObject({ code: 'NOT_MEMBER' });
  });

  it('writes nothing when the pair is already assigned', async () => {
    const vic = user('vic', 'Volunteer', 'f1', { patients: ['mary'] });
    const mary = user('mary', 'Patient', 'f1', { workers: ['vic'] });
    const { deps, writes } = fakeDeps([coordinator, vic, mary]);
    const { user: after } = await changeAssignments(deps, actorOf(coordinator), 'vic', 'worker', {
      add: ['mary'],
      remove: [],
    });
    expect(writes).toEqual([]);
    expect(after.patients).toEqual(['mary']);
  });

  it('refuses with 400 a member past the largest caseload an item holds, and writes nothing', async () => {
    const full = Array.from({ length: MAX_LINKED }, (_, i) => `m${i}`);
    const busy = user('vic', 'Volunteer', 'f1', { patients: full });
    const { deps, writes } = fakeDeps([coordinator, busy, member]);
    const refused = changeAssignments(deps, actorOf(coordinator), 'vic', 'worker', {
      add: ['mary'],
      remove: [],
    });
    await expect(refused).rejects.toMatchObject({
      kind: 'VALIDATION',
      issues: [{ path: 'add', message: msg('validation.list.full', { max: MAX_LINKED }) }],
    });
    expect(writes).toEqual([]);
  });
});
