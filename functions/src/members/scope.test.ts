import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import type { FollowupRecord } from '../followups/records';
import { AppError } from '../platform/errors';
import type { StoredModule } from '../modules/module-records';
import type { NoteRecord } from '../notes/notes-ports';
import type { AuditEvent } from './ports';
import {
  followupInScope,
  forbidden,
  instanceInScope,
  memberIdInScope,
  moduleInScope,
  noteInScope,
  requireAction,
  userInScope,
} from './scope';
import type { SeriesInstanceRecord } from '../series/series-records';
import type { UserRecord } from './user-record';

/* The scope loaders of records named by id (issues 19 and 22): each asks the policy and audits a refusal. */

const person = (id: string, role: UserRecord['role'], memberIds: string[] = []) =>
  ({
    id,
    role,
    facilityId: 'f',
    info: { name: id },
    patients: memberIds,
    workers: [],
    status: 'active',
  }) as unknown as UserRecord;
const actorOf = (u: UserRecord): Actor => ({
  id: u.id,
  role: u.role,
  facilityId: u.facilityId,
  patients: u.patients,
  workers: u.workers,
});
const users = [
  person('admin', 'Admin'),
  person('vol', 'Volunteer', ['mary', 'coord']),
  person('mary', 'Patient'),
  person('coord', 'Coordinator'),
];
const [admin, vol, mary, coord] = users.map(actorOf) as [Actor, Actor, Actor, Actor];

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
const rule = { action: 'member.readHealth' as const, event: 'test.read' };
const denials = (events: AuditEvent[]) => events.filter((e) => e.outcome === 'denied');

describe('userInScope', () => {
  it('answers the stored member the caller may act on', async () => {
    await expect(userInScope(deps(), vol, 'mary', rule, notFound)).resolves.toMatchObject({ id: 'mary' });
    await expect(userInScope(deps(), mary, 'mary', rule, notFound)).resolves.toMatchObject({ id: 'mary' });
  });

  it('answers 404 for an id no user has, to the Admin too, and audits the denial', async () => {
    const d = deps();
    await expect(userInScope(d, admin, 'nobody', rule, notFound)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    expect(d.events).toEqual([
      expect.objectContaining({ actorId: 'admin', memberId: 'nobody', outcome: 'denied' }),
    ]);
  });

  it('asks the policy with the stored user: a helper reads no health data of a non-member', async () => {
    await expect(userInScope(deps(), vol, 'coord', rule, notFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('uses the item the route already read instead of reading again', async () => {
    const d = deps();
    await expect(userInScope(d, admin, 'mary', rule, notFound, { member: undefined })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('hands the refused user to the rule, which may answer 403 for one the caller can see', async () => {
    const forbiddenIfSeen = (u: UserRecord | undefined) =>
      u ? new AppError('FORBIDDEN', 'Forbidden') : notFound();
    const setStatus = { action: 'user.setStatus' as const, event: 'test.status' };
    await expect(userInScope(deps(), vol, 'mary', setStatus, forbiddenIfSeen)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(userInScope(deps(), vol, 'nobody', setStatus, forbiddenIfSeen)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });
});

describe('memberIdInScope', () => {
  it("passes the caller's own caseload and refuses anyone else's member (404, audited on the member)", async () => {
    const d = deps();
    await expect(memberIdInScope(d, vol, 'mary', rule, notFound)).resolves.toBeUndefined();
    await expect(memberIdInScope(d, coord, 'mary', rule, notFound)).rejects.toMatchObject({
      code: 'USER_NOT_FOUND',
    });
    expect(denials(d.events)).toEqual([expect.objectContaining({ actorId: 'coord', memberId: 'mary' })]);
  });
});

describe('moduleInScope', () => {
  const stored = { meta: { id: 'mm-1', patientId: 'mary' } } as StoredModule;
  const withModules = () => ({
    ...deps(),
    modules: { get: async (id: string) => (id === 'mm-1' ? stored : undefined) },
  });
  const moduleRule = { action: 'member.fillModule' as const, event: 'test.save' };

  it("answers a module of the caller's member", async () => {
    await expect(moduleInScope(withModules(), vol, 'mm-1', moduleRule, notFound)).resolves.toBe(stored);
  });

  it("answers 404 for a missing module without an audit, and for another's member with one", async () => {
    const d = withModules();
    await expect(moduleInScope(d, vol, 'mm-none', moduleRule, notFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    expect(d.events).toEqual([]);
    await expect(moduleInScope(d, coord, 'mm-1', moduleRule, notFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    expect(denials(d.events)).toEqual([expect.objectContaining({ action: 'test.save', memberId: 'mary' })]);
  });
});

describe('instanceInScope', () => {
  const instance = (id: string, member: string) => ({ id, member }) as SeriesInstanceRecord;
  const get = async (id: string) =>
    [instance('mc-mary', 'mary'), instance('mc-paul', 'paul')].find((i) => i.id === id);
  const seriesNotFound = () => new AppError('NOT_FOUND', 'No such series.', { code: 'SERIES_NOT_FOUND' });
  const writeRule = { action: 'member.fillModule' as const, event: 'test.write' };

  it("refuses another member's instance, even to a caller who may write for both (404, audited)", async () => {
    const d = deps();
    await expect(
      instanceInScope(d, get, admin, 'mc-paul', { ...writeRule, memberId: 'mary' }, seriesNotFound),
    ).rejects.toMatchObject({ code: 'SERIES_NOT_FOUND' });
    expect(d.events).toEqual([expect.objectContaining({ memberId: 'paul', outcome: 'denied' })]);
    await expect(instanceInScope(d, get, mary, 'mc-paul', writeRule, seriesNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(instanceInScope(d, get, mary, 'mc-none', writeRule, seriesNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it("answers the member's own instance", async () => {
    await expect(
      instanceInScope(deps(), get, mary, 'mc-mary', { ...writeRule, memberId: 'mary' }, seriesNotFound),
    ).resolves.toMatchObject({ id: 'mc-mary' });
  });
});

describe('followupInScope', () => {
  const followup = (id: string, memberId: string, assigneeId?: string) =>
    ({
      id,
      memberId,
      facilityId: 'other',
      assignee: assigneeId
        ? { type: 'user', id: assigneeId }
        : { type: 'facilityCoordinators', facilityId: 'other' },
    }) as FollowupRecord;
  const records = [followup('fu-mary', 'mary'), followup('fu-paul', 'paul', 'coord')];
  const withFollowups = () => ({
    ...deps(),
    followups: { get: async (id: string) => records.find((r) => r.id === id) },
  });
  const followupNotFound = () =>
    new AppError('NOT_FOUND', 'No such follow-up.', { code: 'FOLLOWUP_NOT_FOUND' });
  const workRule = { action: 'followup.work' as const, event: 'test.work' };

  it("answers the follow-ups of the caller's members and those assigned to the caller", async () => {
    await expect(
      followupInScope(withFollowups(), vol, 'fu-mary', workRule, followupNotFound),
    ).resolves.toMatchObject({
      id: 'fu-mary',
    });
    await expect(
      followupInScope(withFollowups(), coord, 'fu-paul', workRule, followupNotFound),
    ).resolves.toMatchObject({
      id: 'fu-paul',
    });
  });

  it('refuses the rest and a missing one, audited on the member (or the id)', async () => {
    const d = withFollowups();
    await expect(followupInScope(d, vol, 'fu-paul', workRule, followupNotFound)).rejects.toMatchObject({
      code: 'FOLLOWUP_NOT_FOUND',
    });
    await expect(followupInScope(d, mary, 'fu-mary', workRule, followupNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(followupInScope(d, admin, 'fu-none', workRule, followupNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    expect(denials(d.events).map((e) => e.memberId)).toEqual(['paul', 'mary', 'fu-none']);
  });
});

describe('noteInScope', () => {
  const note = { id: 'n-1', senderId: 'vol', receiverId: 'mary' } as NoteRecord;
  const withNotes = () => ({
    ...deps(),
    notes: { get: async (id: string) => (id === 'n-1' ? note : undefined) },
  });
  const noteNotFound = () => new AppError('NOT_FOUND', 'No such note.');
  const readRule = { action: 'note.read' as const, event: 'note.read' };
  const markRule = { ...readRule, action: 'note.markRead' as const };

  it('lets the receiver read and mark read a note, and its sender only read it', async () => {
    await expect(noteInScope(withNotes(), mary, 'n-1', markRule, noteNotFound)).resolves.toBe(note);
    await expect(noteInScope(withNotes(), vol, 'n-1', readRule, noteNotFound)).resolves.toBe(note);
    const d = withNotes();
    await expect(noteInScope(d, vol, 'n-1', markRule, noteNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    await expect(noteInScope(d, admin, 'n-1', readRule, noteNotFound)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
    expect(denials(d.events).map((e) => e.memberId)).toEqual(['mary', 'mary']);
  });
});

describe('forbidden and requireAction', () => {
  it('answer an audited 403 to a role that may never do the action', async () => {
    const d = deps();
    await expect(requireAction(d, admin, 'audit.read', 'test.audit', 'x')).resolves.toBeUndefined();
    await expect(requireAction(d, coord, 'audit.read', 'test.audit', 'x')).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(forbidden(d, vol, 'test.other', 'y')).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(denials(d.events)).toEqual([
      expect.objectContaining({ actorId: 'coord', action: 'test.audit', memberId: 'x' }),
      expect.objectContaining({ actorId: 'vol', action: 'test.other', memberId: 'y' }),
    ]);
  });
});
