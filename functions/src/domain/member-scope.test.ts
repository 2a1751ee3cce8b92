import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import { instanceInScope } from './access-checks';
import { AppError } from './errors';
import { memberInScope } from './member-scope';
import type { AuditEvent } from './ports';
import type { SeriesInstanceRecord } from './series-records';
import type { UserRecord } from './user-record';

/* The scope loaders of records named by id (issue 19): a member, a series instance. */

const person = (id: string, role: UserRecord['role'], patients: string[] = []) =>
  ({
    id,
    role,
    facilityId: 'f',
    info: { name: id },
    patients,
    workers: [],
    status: 'active',
  }) as unknown as UserRecord;
const actorOf = (u: UserRecord): Actor => ({
  id: u.id,
  role: u.role,
  patients: u.patients,
  workers: u.workers,
});
const users = [
  person('admin', 'Admin'),
  person('vol', 'Volunteer', ['mary', 'coord']),
  person('mary', 'Patient'),
];
users.push(person('coord', 'Coordinator'));
const [admin, vol, mary] = users.map(actorOf) as [Actor, Actor, Actor];

function deps() {
  const events: AuditEvent[] = [];
  return {
    events,
    users: { get: async (id: string) => users.find((u) => u.id === id) },
    audit: { record: async (e: AuditEvent) => void events.push(e) },
    now: () => new Date('2026-11-25T10:00:00.000Z'),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Not found.', { code: 'USER_NOT_FOUND' });
const rule = { action: 'member.readHealth' as const, event: 'test.read', notFound };

describe('memberInScope', () => {
  it('answers the stored member the caller may act on', async () => {
    await expect(memberInScope(deps(), vol, 'mary', rule)).resolves.toMatchObject({ id: 'mary' });
    await expect(memberInScope(deps(), mary, 'mary', rule)).resolves.toMatchObject({ id: 'mary' });
  });

  it('answers 404 for an id no user has, to the Admin too, and audits the denial', async () => {
    const d = deps();
    await expect(memberInScope(d, admin, 'nobody', rule)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    expect(d.events).toEqual([
      expect.objectContaining({ actorId: 'admin', memberId: 'nobody', outcome: 'denied' }),
    ]);
  });

  it('asks the policy with the stored user: a helper reads no health data of a non-member', async () => {
    await expect(memberInScope(deps(), vol, 'coord', rule)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('uses the item the route already read instead of reading again', async () => {
    const d = deps();
    await expect(memberInScope(d, admin, 'mary', rule, { member: undefined })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });
});

describe('instanceInScope', () => {
  const instance = (id: string, member: string) => ({ id, member }) as SeriesInstanceRecord;
  const get = async (id: string) =>
    [instance('mc-mary', 'mary'), instance('mc-paul', 'paul')].find((i) => i.id === id);
  const writeRule = { action: 'member.fillModule' as const, event: 'test.write' };

  it("refuses another member's instance, even to a caller who may write for both (404, audited)", async () => {
    const d = deps();
    await expect(
      instanceInScope(d, get, admin, 'mc-paul', { ...writeRule, memberId: 'mary' }),
    ).rejects.toMatchObject({ code: 'SERIES_NOT_FOUND' });
    expect(d.events).toEqual([expect.objectContaining({ memberId: 'paul', outcome: 'denied' })]);
    await expect(instanceInScope(d, get, mary, 'mc-paul', writeRule)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(instanceInScope(d, get, mary, 'mc-none', writeRule)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it("answers the member's own instance", async () => {
    await expect(
      instanceInScope(deps(), get, mary, 'mc-mary', { ...writeRule, memberId: 'mary' }),
    ).resolves.toMatchObject({ id: 'mc-mary' });
  });
});
