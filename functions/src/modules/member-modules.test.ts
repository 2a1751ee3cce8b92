import { describe, expect, it } from 'vitest';
import type { Actor } from '@circles/shared/access/types';
import { AppError } from '../platform/errors';
import { deleteMemberModule, getMemberModule, listMemberModules, startMemberModule } from './member-modules';
import { sameJson, updateMemberModule } from './member-module-writes';
import type { MemberModulesRepository, ModulesDeps, StoredModule, TemplateRecord } from './module-records';
import type { AuditEvent } from '../members/ports';
import type { UserRecord } from '../members/user-record';

/** In-memory repositories that keep the conditions the DynamoDB ones put on each write. */
function fakeDeps() {
  const modules = new Map<string, StoredModule>();
  const templates = new Map<string, TemplateRecord>();
  const users = new Map<string, UserRecord>();
  const events: AuditEvent[] = [];
  let next = 0;
  const moduleRepo: MemberModulesRepository = {
    get: async (id) => structuredClone(modules.get(id)),
    listByMember: async (memberId) =>
      [...modules.values()].filter((m) => m.meta.patientId === memberId).map((m) => m.meta),
    listAll: async () => [...modules.values()].map((m) => m.meta),
    listBySeries: async () => [],
    start: async (m, audit) => {
      modules.set(m.meta.id, structuredClone(m));
      events.push(audit);
    },
    write: async (w) => {
      const stored = modules.get(w.before.id);
      if (!stored || stored.meta.version !== w.before.version) throw new AppError('CONFLICT', 'stale');
      const meta = { ...stored.meta, ...w.set, updatedAt: w.at, version: stored.meta.version + 1 };
      modules.set(meta.id, { ...stored, meta, ...(w.answers ?? {}) });
      events.push(w.audit);
      return meta;
    },
    remove: async (meta, audit) => {
      modules.delete(meta.id);
      events.push(audit);
    },
  };
  const deps: ModulesDeps = {
    templates: {
      get: async (id) => templates.get(id),
      list: async () => [...templates.values()],
      create: async () => undefined,
      update: async (before) => before,
      remove: async () => undefined,
    },
    modules: moduleRepo,
    users: { get: async (id) => users.get(id) },
    audit: { record: async (e) => void events.push(e) },
    now: () => new Date('2026-11-23T10:00:00.000Z'),
    newId: () => `m${++next}`,
  };
  return { deps, modules, templates, users, events };
}

const json = {
  pages: [
    {
      name: 'p',
      elements: [
        { type: 'text', name: 'a' },
        { type: 'radiogroup', name: 'b', choices: [1, 2] },
      ],
    },
  ],
};

function user(id: string, role: UserRecord['role'], memberIds: string[] = []): UserRecord {
  return {
    id,
    role,
    username: id,
    status: 'active',
    enabled: true,
    facilityId: 'f',
    info: { name: `Name ${id}` },
    patients: memberIds,
    workers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}

const actor = (u: UserRecord): Actor => ({
  id: u.id,
  role: u.role,
  facilityId: u.facilityId,
  patients: u.patients,
  workers: u.workers,
});

function setup() {
  const f = fakeDeps();
  const people = {
    admin: user('admin', 'Admin'),
    coordinator: user('coord', 'Coordinator', ['paul']),
    volunteer: user('vol', 'Volunteer', ['mary']),
    mary: user('mary', 'Patient'),
    paul: user('paul', 'Patient'),
  };
  for (const u of Object.values(people)) f.users.set(u.id, u);
  f.templates.set('t1', {
    id: 't1',
    name: 'Template one',
    surveyJSON: json,
    isPublic: true,
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'admin',
    updatedAt: '2026-01-01T00:00:00.000Z',
    modifiedBy: 'admin',
    version: 1,
  });
  const caller = (who: keyof typeof people) => ({ actor: actor(people[who]), name: people[who].info.name });
  const startFor = async (member: 'mary' | 'paul', by: keyof typeof people = 'admin') =>
    (await startMemberModule(f.deps, caller(by), { patientId: member, templateId: 't1' })).memberSurvey;
  return { ...f, people, caller, startFor };
}

const rejects = async (p: Promise<unknown>, kind: string, code?: string) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).kind).toBe(kind);
  if (code) expect((err as AppError).code).toBe(code);
};

describe('member modules: starting', () => {
  it('copies the definition, so later template edits never reach the module', async () => {
    const s = setup();
    const m = await s.startFor('mary', 'volunteer');
    s.templates.get('t1')!.surveyJSON = { pages: [] };
    expect(s.modules.get(m._id)?.surveyJSON).toEqual(json);
    expect(m).toMatchObject({ patientName: 'Name mary', createdByName: 'Name vol', completeness: 0 });
  });

  it('starts only for members in scope: 404 outside it (audited as denied)', async () => {
    const s = setup();
    await rejects(s.startFor('paul', 'volunteer'), 'NOT_FOUND');
    await rejects(s.startFor('mary', 'paul'), 'NOT_FOUND');
    expect(s.events.some((e) => e.outcome === 'denied' && e.actorId === 'paul')).toBe(true);
    await expect(s.startFor('paul', 'paul')).resolves.toBeTruthy();
  });

  it('lets a member start from public templates only', async () => {
    const s = setup();
    s.templates.get('t1')!.isPublic = false;
    await rejects(s.startFor('paul', 'paul'), 'NOT_FOUND', 'TEMPLATE_NOT_FOUND');
    await expect(s.startFor('paul', 'coordinator')).resolves.toBeTruthy();
  });

  it('refuses an archived template', async () => {
    const s = setup();
    s.templates.get('t1')!.archived = true;
    await rejects(s.startFor('mary'), 'NOT_FOUND', 'TEMPLATE_NOT_FOUND');
  });
});

describe('member modules: writing', () => {
  it('computes completeness itself and keeps the previous answers', async () => {
    const s = setup();
    const m = await s.startFor('mary');
    const saved = await updateMemberModule(s.deps, s.caller('volunteer'), m._id, {
      action: 'save',
      responseJSON: { a: 'x' },
      version: 1,
    });
    expect(saved.memberSurvey).toMatchObject({ completeness: 50, canRestore: true, modifiedBy: 'vol' });
    expect(s.modules.get(m._id)?.previousResponseJSON).toEqual({});
  });

  it('keeps the previous answers when a save changes nothing', async () => {
    const s = setup();
    const m = await s.startFor('mary');
    await updateMemberModule(s.deps, s.caller('mary'), m._id, {
      action: 'save',
      responseJSON: { a: 'x' },
      version: 1,
    });
    await updateMemberModule(s.deps, s.caller('mary'), m._id, {
      action: 'save',
      responseJSON: { a: 'x' },
      version: 2,
    });
    expect(s.modules.get(m._id)?.previousResponseJSON).toEqual({});
  });

  it('refuses Mark Complete below 100, then locks after it', async () => {
    const s = setup();
    const m = await s.startFor('paul', 'coordinator');
    await rejects(
      updateMemberModule(s.deps, s.caller('coordinator'), m._id, {
        action: 'complete',
        responseJSON: { a: 'x' },
        version: 1,
      }),
      'VALIDATION',
      'INCOMPLETE',
    );
    const done = await updateMemberModule(s.deps, s.caller('coordinator'), m._id, {
      action: 'complete',
      responseJSON: { a: 'x', b: 2 },
      version: 1,
    });
    expect(done.memberSurvey).toMatchObject({ completed: true, completeness: 100 });
    await rejects(
      updateMemberModule(s.deps, s.caller('coordinator'), m._id, {
        action: 'save',
        responseJSON: {},
        version: 2,
      }),
      'CONFLICT',
      'MODULE_LOCKED',
    );
  });

  it('refuses a version other than the stored one before writing', async () => {
    const s = setup();
    const m = await s.startFor('mary');
    await rejects(
      updateMemberModule(s.deps, s.caller('admin'), m._id, { action: 'save', responseJSON: {}, version: 5 }),
      'CONFLICT',
      'STALE_VERSION',
    );
  });

  it('approves a completed module once (Admin or the assigned Coordinator); the second approve changes nothing', async () => {
    const s = setup();
    const m = await s.startFor('paul');
    await rejects(
      updateMemberModule(s.deps, s.caller('volunteer'), m._id, { action: 'approve', version: 1 }),
      'FORBIDDEN',
    );
    await rejects(
      updateMemberModule(s.deps, s.caller('paul'), m._id, { action: 'approve', version: 1 }),
      'FORBIDDEN',
    );
    await updateMemberModule(s.deps, s.caller('paul'), m._id, {
      action: 'complete',
      responseJSON: { a: 'x', b: 1 },
      version: 1,
    });
    const first = await updateMemberModule(s.deps, s.caller('coordinator'), m._id, {
      action: 'approve',
      version: 2,
    });
    expect(first.memberSurvey).toMatchObject({
      approved: true,
      approvedBy: 'coord',
      approvedAt: '2026-11-23T10:00:00.000Z',
    });
    const second = await updateMemberModule(s.deps, s.caller('admin'), m._id, {
      action: 'approve',
      version: 2,
    });
    expect(second.memberSurvey.approvedBy).toBe('coord');
    expect(second.memberSurvey.version).toBe(3);
  });

  it('refuses to approve a module not marked complete (409 MODULE_INCOMPLETE); its answers stay editable', async () => {
    const s = setup();
    const m = await s.startFor('paul');
    await rejects(
      updateMemberModule(s.deps, s.caller('admin'), m._id, { action: 'approve', version: 1 }),
      'CONFLICT',
      'MODULE_INCOMPLETE',
    );
    // Answered in full but not marked complete: still not approvable.
    const saved = await updateMemberModule(s.deps, s.caller('paul'), m._id, {
      action: 'save',
      responseJSON: { a: 'x', b: 1 },
      version: 1,
    });
    expect(saved.memberSurvey.completeness).toBe(100);
    await rejects(
      updateMemberModule(s.deps, s.caller('coordinator'), m._id, { action: 'approve', version: 2 }),
      'CONFLICT',
      'MODULE_INCOMPLETE',
    );
    const again = await updateMemberModule(s.deps, s.caller('paul'), m._id, {
      action: 'save',
      responseJSON: { a: 'y' },
      version: 2,
    });
    expect(again.memberSurvey).toMatchObject({ approved: false, completed: false, version: 3 });
  });

  it('hides modules of members outside the scope behind 404', async () => {
    const s = setup();
    const m = await s.startFor('mary');
    await rejects(getMemberModule(s.deps, s.caller('coordinator').actor, m._id), 'NOT_FOUND');
    await rejects(deleteMemberModule(s.deps, s.caller('coordinator'), m._id), 'NOT_FOUND');
    await rejects(deleteMemberModule(s.deps, s.caller('volunteer'), m._id), 'FORBIDDEN');
  });
});

describe('member modules: lists', () => {
  it("gives each caller only what they may read, the helpers' caseloads merged newest first", async () => {
    const s = setup();
    await s.startFor('mary');
    await s.startFor('paul');
    const list = async (who: 'admin' | 'coordinator' | 'volunteer' | 'mary') =>
      (await listMemberModules(s.deps, s.caller(who).actor, { limit: 10 })).memberSurveyList.map(
        (m) => m.patientId,
      );
    expect((await list('admin')).sort()).toEqual(['mary', 'paul']);
    expect(await list('coordinator')).toEqual(['paul']);
    expect(await list('volunteer')).toEqual(['mary']);
    expect(await list('mary')).toEqual(['mary']);
    await rejects(
      listMemberModules(s.deps, s.caller('mary').actor, { limit: 10, patientId: 'paul' }),
      'NOT_FOUND',
    );
  });
});

describe('sameJson', () => {
  it('compares answers whatever their key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});

describe('member modules: deleting a series chapter (issue 9)', () => {
  it('removes the chapter from its instance in the same write, re-reading the instance when it moved', async () => {
    const s = setup();
    const m = await s.startFor('mary');
    s.modules.get(m._id)!.meta.memberCollection = 'mc1';
    const instance = (version: number, other: number) => ({
      id: 'mc1',
      collectionTemplate: 'c1',
      collectionName: 'Round',
      member: 'mary',
      memberName: 'Name mary',
      memberSurveyList: ['other', m._id],
      chapterStatus: { other, [m._id]: 0 },
      completeness: 0,
      complete: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'admin',
      updatedAt: '2026-01-01T00:00:00.000Z',
      modifiedBy: 'admin',
      version,
    });
    // The first read is stale (another chapter reached 100 meanwhile): the write says so, once.
    const reads = [instance(1, 40), instance(2, 100)];
    s.deps.seriesInstances = { get: async () => reads.shift() };
    const sets: Record<string, unknown>[] = [];
    const modules = s.deps.modules;
    const remove = (...args: Parameters<typeof modules.remove>) => modules.remove(...args);
    s.deps.modules = { ...modules };
    s.deps.modules.remove = async (meta, audit, series) => {
      if (series?.before.version === 1) throw new AppError('CONFLICT', 'changed', { code: 'SERIES_STALE' });
      if (series) sets.push(series.set);
      return remove(meta, audit);
    };
    await deleteMemberModule(s.deps, s.caller('admin'), m._id);
    expect(s.modules.has(m._id)).toBe(false);
    expect(sets).toEqual([
      {
        memberSurveyList: ['other'],
        chapterStatus: { other: 100 },
        completeness: 100,
        complete: true,
        // The series viewer's 'Last modified by' names who deleted the chapter, not who wrote before.
        modifiedBy: 'admin',
        modifiedByName: 'Name admin',
      },
    ]);
  });
});

describe("member modules: another member's series instance (issue 19)", () => {
  const instanceOf = (id: string, member: string, chapters: string[] = []) => ({
    id,
    collectionTemplate: 'c1',
    collectionName: 'Round',
    member,
    memberName: `Name ${member}`,
    memberSurveyList: chapters,
    chapterStatus: Object.fromEntries(chapters.map((c) => [c, 0])),
    completeness: 0,
    complete: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'admin',
    updatedAt: '2026-01-01T00:00:00.000Z',
    modifiedBy: 'admin',
    version: 2,
  });
  const withInstances = (s: ReturnType<typeof setup>) => {
    const stored = [instanceOf('mc-mary', 'mary'), instanceOf('mc-paul', 'paul')];
    s.deps.seriesInstances = { get: async (id) => stored.find((i) => i.id === id) };
  };

  it('starts a module in an instance only when it is the same member’s: 404 otherwise, audited', async () => {
    const s = setup();
    withInstances(s);
    const start = (seriesInstanceId: string) =>
      startMemberModule(s.deps, s.caller('mary'), {
        patientId: 'mary',
        templateId: 't1',
        memberCollection: seriesInstanceId,
      });
    await rejects(start('mc-paul'), 'NOT_FOUND', 'SERIES_NOT_FOUND');
    await rejects(start('mc-none'), 'NOT_FOUND', 'SERIES_NOT_FOUND');
    expect(s.modules.size).toBe(0);
    expect(s.events).toContainEqual(
      expect.objectContaining({ actorId: 'mary', memberId: 'paul', outcome: 'denied' }),
    );
    expect((await start('mc-mary')).memberSurvey.memberCollection).toBe('mc-mary');
  });

  it('saves and deletes a module naming another member’s instance without touching that instance', async () => {
    const s = setup();
    withInstances(s);
    const m = await s.startFor('mary');
    s.modules.get(m._id)!.meta.memberCollection = 'mc-paul';
    const writes: Parameters<typeof s.deps.modules.write>[0][] = [];
    const removals: unknown[] = [];
    const modules = s.deps.modules;
    s.deps.modules = {
      ...modules,
      write: (w) => (writes.push(w), modules.write(w)),
      remove: (meta, audit, series) => (removals.push(series), modules.remove(meta, audit)),
    };
    const saved = await updateMemberModule(s.deps, s.caller('mary'), m._id, {
      action: 'save',
      responseJSON: { a: 'x' },
      version: 1,
    });
    expect(saved.memberSurvey).toMatchObject({ completeness: 50, version: 2 });
    expect(writes.map((w) => [w.series, w.report])).toEqual([[undefined, undefined]]);
    await deleteMemberModule(s.deps, s.caller('admin'), m._id);
    expect(removals).toEqual([undefined]);
  });
});
