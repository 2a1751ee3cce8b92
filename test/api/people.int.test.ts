import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { SEED_PEOPLE } from '../../functions/local/seed-people';
import { librarySeriesId } from '../../functions/local/seed-series';
import type { ApiAnswer } from '../support/api';
import { DEMO_PEOPLE, peopleApi } from '../support/people-api';
import { partitionItems } from '../support/table-snapshot';

/** User management of issue 10 over HTTP: lists and scope, creation, updates, programs, assignments, deletion. */

const { api, as, signIn, signInDemo } = peopleApi('203.0.113.');

const wizardBody = (overrides: Record<string, unknown> = {}) => ({
  email: `new.${randomUUID().slice(0, 8)}@example.org`,
  password: 'Default#2026',
  role: 'Patient',
  status: 'active',
  originOfContact: 'New Referral',
  info: {
    name: 'Nora New',
    gender: 'Female',
    dateOfBirth: '1950-04-02',
    language: 'English',
    address: { street: '12 Main St', city: 'Windsor', state: 'ON', code: 'n9a1a1' },
  },
  ...overrides,
});

/** The Admin dashboard's counters (programme totals) and the screeners' by-type count. */
async function dashboardCounts(token: string) {
  const count = async (path: string) => (await api('GET', path, { token })).body.count as number;
  const byType = (await api('GET', '/api/membercollections/memberSurveybyType', { token })).body.data as {
    collectionTemplate: string;
    totalMemberCollections: number;
  }[];
  return {
    users: await count('/api/users/count'),
    completed: await count('/api/memberCollections/completed/count'),
    inProgress: await count('/api/memberCollections/inprogress/count'),
    screeners:
      byType.find((d) => d.collectionTemplate === librarySeriesId('social-health-screener'))
        ?.totalMemberCollections ?? 0,
  };
}

beforeAll(async () => {
  await signInDemo(DEMO_PEOPLE);
});

describe('GET /api/users (scope, paging, sorting, filters)', () => {
  it('gives Admins everyone of every status, sorted by name, with the total count', async () => {
    const res = await api('GET', '/api/users?limit=100', { token: as('admin').token });
    expect(res.status).toBe(200);
    const names = res.body.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Terry Terminated', 'Wanda Waitlist', 'Otto Other']));
    expect(res.body.count).toBe(res.body.users.length);
  });

  it('pages on the server and filters by role, enabled and name', async () => {
    const all = await api('GET', '/api/users?limit=100', { token: as('admin').token });
    const page = await api('GET', '/api/users?limit=2&page=1', { token: as('admin').token });
    expect(page.body.count).toBe(all.body.count);
    expect(page.body.users).toEqual(all.body.users.slice(2, 4));
    const vols = await api('GET', '/api/users?role=Volunteer', { token: as('admin').token });
    expect(vols.body.users.every((u: { role: string }) => u.role === 'Volunteer')).toBe(true);
    const disabled = await api('GET', '/api/users?enabled=false', { token: as('admin').token });
    expect(disabled.body.users.map((u: { _id: string }) => u._id)).toContain(SEED_PEOPLE.dora);
    const named = await api('GET', '/api/users?name=wAnDa', { token: as('admin').token });
    expect(named.body.users.map((u: { name: string }) => u.name)).toEqual(['Wanda Waitlist']);
  });

  it('gives a Coordinator the active users of their own facility only', async () => {
    const res = await api('GET', '/api/users?limit=100', { token: as('cora').token });
    expect(res.status).toBe(200);
    const ids = res.body.users.map((u: { _id: string }) => u._id);
    expect(res.body.users.every((u: { status: string }) => u.status === 'active')).toBe(true);
    expect(res.body.users.every((u: { facilityId: string }) => u.facilityId === 'fac-riverside')).toBe(true);
    expect(ids).not.toContain(SEED_PEOPLE.wanda); // waitlist
    expect(ids).not.toContain(SEED_PEOPLE.otto); // other facility
    const lena = await api('GET', '/api/users?limit=100', { token: as('lena').token });
    expect(lena.body.users.map((u: { _id: string }) => u._id).sort()).toEqual(
      [SEED_PEOPLE.otto, SEED_PEOPLE.bea, as('lena').id].sort(),
    );
  });

  it('gives a Volunteer their assigned members only, and a member 403', async () => {
    const res = await api('GET', '/api/users', { token: as('victor').token });
    expect(res.body.users.map((u: { _id: string }) => u._id)).toEqual([as('mary').id]);
    expect((await api('GET', '/api/users', { token: as('mary').token })).status).toBe(403);
  });

  it('answers a typed id query with only what the caller may see', async () => {
    const res = await api('POST', '/api/users/query', {
      token: as('victor').token,
      body: { filter: { ids: [as('mary').id, as('paul').id] } },
    });
    expect(res.body).toMatchObject({ count: 1, users: [{ _id: as('mary').id }] });
    const raw = await api('POST', '/api/users/query', {
      token: as('admin').token,
      body: { filter: { _id: { $in: [as('mary').id] } } },
    });
    expect(raw.status).toBe(400);
  });
});

describe('profiles', () => {
  it('reads a member profile with sticky notes for the assigned volunteer, none for the member', async () => {
    const staff = await api('GET', `/api/users/1/${as('mary').id}`, { token: as('victor').token });
    expect(staff.status).toBe(200);
    expect(staff.body.stickyNotes.length).toBeGreaterThanOrEqual(2);
    const mine = await api('GET', '/api/membersurveys/user/surveys', { token: as('mary').token });
    expect(mine.status).toBe(200);
    expect(mine.body.memberSurveys.length).toBeGreaterThan(0);
    const ids = (list: { _id: string }[]) => list.map((m) => m._id).sort();
    // The profile joins the member's modules (newest first) for those who may read her health data.
    expect(ids(staff.body.memberSurveys)).toEqual(ids(mine.body.memberSurveys));
    expect(staff.body.memberSurveys[0]).toMatchObject({
      name: expect.any(String),
      approved: expect.any(Boolean),
    });
    const own = await api('GET', `/api/users/1/${as('mary').id}`, { token: as('mary').token });
    expect(own.body.stickyNotes).toEqual([]);
    expect(ids(own.body.memberSurveys)).toEqual(ids(mine.body.memberSurveys));
    const byAdmin = await api('GET', `/api/users/1/${as('mary').id}`, { token: as('admin').token });
    expect(byAdmin.body.memberSurveys).toHaveLength(mine.body.memberSurveys.length);
    // Staff profiles carry no modules.
    const volunteer = await api('GET', `/api/users/1/${as('victor').id}`, { token: as('admin').token });
    expect(volunteer.body.memberSurveys).toEqual([]);
    expect((await api('GET', `/api/users/1/${SEED_PEOPLE.otto}`, { token: as('cora').token })).status).toBe(
      404,
    );
  });

  it('names who started, changed and approved each module of the profile, for its helpers (issue 20: the Details showed user ids)', async () => {
    const marys = await api('GET', `/api/users/1/${as('mary').id}`, { token: as('victor').token });
    const first = (marys.body.memberSurveys as Record<string, unknown>[]).find(
      (m) => m._id === 'demo-mary-1',
    );
    // Started and answered by Victor on a visit, approved by Ada (functions/local/seed-modules.ts).
    expect(first).toMatchObject({
      createdBy: as('victor').id,
      createdByName: 'Victor Volunteer',
      modifiedBy: as('admin').id,
      modifiedByName: 'Ada Admin',
      approved: true,
      approvedBy: as('admin').id,
      approvedByName: 'Ada Admin',
    });
    const pauls = await api('GET', `/api/users/1/${as('paul').id}`, { token: as('cora').token });
    const started = (pauls.body.memberSurveys as Record<string, unknown>[]).find(
      (m) => m._id === 'demo-paul-1',
    );
    expect(started).toMatchObject({ createdByName: 'Cora Coordinator', modifiedByName: 'Cora Coordinator' });
  });

  it('lists facilities: all for Admins, their own for others', async () => {
    const all = await api('GET', '/api/facilities', { token: as('admin').token });
    expect(all.body.facilities.map((f: { _id: string }) => f._id).sort()).toEqual([
      'fac-lakeshore',
      'fac-riverside',
    ]);
    const own = await api('GET', '/api/facilities', { token: as('lena').token });
    expect(own.body.facilities.map((f: { _id: string }) => f._id)).toEqual(['fac-lakeshore']);
  });

  it('checks duplicates of email and phone for those who create users', async () => {
    const taken = await api('POST', '/api/users/checkdups', {
      token: as('cora').token,
      body: { email: 'MARY@circles.example.org' },
    });
    expect(taken.body).toEqual({ exists: true });
    const phone = await api('POST', '/api/users/checkdups', {
      token: as('cora').token,
      body: { phone: '5195550199' },
    });
    expect(phone.body).toEqual({ exists: false });
    expect(
      (
        await api('POST', '/api/users/checkdups', {
          token: as('victor').token,
          body: { phone: '5195550199' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/users/register', () => {
  it('creates a member in the Coordinator’s facility who must change the password at first sign-in', async () => {
    const body = wizardBody({ facilityId: 'fac-lakeshore' });
    const res = await api('POST', '/api/users/register', { token: as('cora').token, body });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      facilityId: 'fac-riverside',
      mustChangePassword: true,
      createdBy: as('cora').id,
    });
    expect(res.body.user.info.postalCode).toBe('N9A 1A1');
    const first = await signIn(body.email, body.password);
    const blocked = await api('GET', `/api/notes/${first.id}`, { token: first.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const weak = await api('PATCH', `/api/users/${first.id}/password`, {
      token: first.token,
      body: { password: 'abcd', confirmPassword: 'abcd' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error.issues[0].message).toBe('Minimum 8 characters required');
    const changed = await api('PATCH', `/api/users/${first.id}/password`, {
      token: first.token,
      body: { password: 'Mine#2026x', confirmPassword: 'Mine#2026x' },
    });
    expect(changed.status).toBe(204);
    const again = await signIn(body.email, 'Mine#2026x');
    expect((await api('GET', `/api/notes/${again.id}`, { token: again.token })).status).toBe(200);
  });

  it('refuses roles the creator may not give, duplicates, and the rules of §5 with the spec texts', async () => {
    const admin = await api('POST', '/api/users/register', {
      token: as('cora').token,
      body: wizardBody({ role: 'Admin' }),
    });
    expect(admin.status).toBe(403);
    const dup = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody({ email: 'mary@circles.example.org' }),
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toBe('Email already exists');
    const bad = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody({
        email: '',
        phone: '',
        password: 'alllowercase1!',
        info: {
          name: 'R2D2',
          gender: 'Male',
          dateOfBirth: '2999-01-01',
          language: 'Other',
          languageOther: '1,2',
        },
      }),
    });
    expect(bad.status).toBe(400);
    const issues = Object.fromEntries(
      bad.body.error.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(issues).toMatchObject({
      email: 'Enter either email or phone number',
      password: 'Atleast one capital letter required',
      'info.name': 'Invalid name',
      'info.languageOther': 'Please enter languages separated with commas (,)',
    });
    expect(
      (await api('POST', '/api/users/register', { token: as('victor').token, body: wizardBody() })).status,
    ).toBe(403);
  });
});

describe('PATCH /api/users/{id} (profile)', () => {
  it('changes contact fields with the rules, moves the email for sign-in, and answers 409 when stale', async () => {
    const body = wizardBody();
    const created = await api('POST', '/api/users/register', { token: as('admin').token, body });
    const id = created.body.user._id as string;
    const version = created.body.user.version as number;
    const email = `moved.${randomUUID().slice(0, 8)}@example.org`;
    const taken = await api('PATCH', `/api/users/${id}`, {
      token: as('cora').token,
      body: { version, email: 'mary@circles.example.org' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Email already exists');
    const saved = await api('PATCH', `/api/users/${id}`, {
      token: as('cora').token,
      body: {
        version,
        email,
        info: { city: 'Tecumseh', postalCode: 'n8n2l9' },
        role: 'Admin',
        facilityId: 'x',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      email,
      role: 'Patient',
      facilityId: 'fac-riverside',
      modifiedBy: as('cora').id,
    });
    expect(saved.body.user.info).toMatchObject({ city: 'Tecumseh', postalCode: 'N8N 2L9', name: 'Nora New' });
    const stale = await api('PATCH', `/api/users/${id}`, {
      token: as('admin').token,
      body: { version, info: { city: 'Essex' } },
    });
    expect(stale.status).toBe(409);
    expect(
      (await api('POST', '/api/users/checkdups', { token: as('admin').token, body: { email: body.email } }))
        .body,
    ).toEqual({
      exists: false,
    });
    const login = await api('POST', '/api/users/login', {
      body: { emailOrPhone: email, password: body.password },
    });
    expect(login.status).toBe(200);
  });
});

describe('programs, status and termination', () => {
  it('starts, completes, saves a status and terminates as §4.2 says, with 409 on a stale version', async () => {
    const created = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody(),
    });
    const id = created.body.user._id as string;
    let version = created.body.user.version as number;
    const start = await api('POST', `/api/users/${id}/programs/start`, {
      token: as('cora').token,
      body: { version, status: 'active', activeType: 'Check-in', startDate: '2026-02-01' },
    });
    expect(start.status).toBe(200);
    version = start.body.user.version;
    const entry = start.body.user.memberStatusInfo.statusHistory[0];
    const same = await api('POST', `/api/users/${id}/programs/start`, {
      token: as('cora').token,
      body: { version, status: 'active', activeType: 'Check-in', startDate: '2026-02-02' },
    });
    expect(same.body.user.memberStatusInfo.statusHistory).toHaveLength(1);
    const stale = await api('POST', `/api/users/${id}/programs/complete`, {
      token: as('cora').token,
      body: { version: version - 1, entryId: entry.id, endDate: '2026-03-01' },
    });
    expect(stale.status).toBe(409);
    const done = await api('POST', `/api/users/${id}/programs/complete`, {
      token: as('cora').token,
      body: { version, entryId: entry.id, endDate: '2026-03-01' },
    });
    expect(done.body.user.memberStatusInfo.statusHistory[0].endDate).toBe('2026-03-01');
    version = done.body.user.version;
    const noProgram = await api('POST', `/api/users/${id}/programs/start`, {
      token: as('cora').token,
      body: { version, status: 'active', activeType: '' },
    });
    expect(noProgram.body.error.issues[0].message).toBe('Please select a program');
    const unfilled = await api('POST', `/api/users/${id}/terminate`, {
      token: as('cora').token,
      body: { version },
    });
    expect(unfilled.body.error.issues[0].message).toBe('Please fill all fields');
    const status = await api('PATCH', `/api/users/${id}/status`, {
      token: as('cora').token,
      body: { version, status: 'waitlist', activeType: 'Education/Group' },
    });
    expect(status.status).toBe(200);
    version = status.body.user.version;
    const term = await api('POST', `/api/users/${id}/terminate`, {
      token: as('cora').token,
      body: { version, terminationDate: '2026-06-30', terminationReason: 'Deceased' },
    });
    expect(term.status).toBe(200);
    const history = term.body.user.memberStatusInfo.statusHistory as {
      status: string;
      endDate?: string;
      startDate: string;
    }[];
    expect(term.body.user.status).toBe('terminated');
    expect(history.every((e) => e.endDate)).toBe(true);
    expect(history.at(-1)).toMatchObject({
      status: 'terminated',
      startDate: '2026-06-30',
      endDate: '2026-06-30',
    });
    expect(
      (
        await api('POST', `/api/users/${id}/programs/start`, {
          token: as('victor').token,
          body: { version, status: 'active', activeType: 'Check-in' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('enable, assignments and deletion', () => {
  it('a disabled user is refused on the next request and cannot sign in', async () => {
    const body = wizardBody({ role: 'Volunteer' });
    const created = await api('POST', '/api/users/register', { token: as('admin').token, body });
    const id = created.body.user._id;
    await api('PATCH', `/api/users/${id}/password`, {
      token: as('admin').token,
      body: { password: 'Other#2026', confirmPassword: 'Other#2026' },
    });
    const off = await api('PATCH', `/api/users/${id}/enabled`, {
      token: as('cora').token,
      body: { version: created.body.user.version + 1, enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.user.enabled).toBe(false);
    const login = await api('POST', '/api/users/login', {
      body: { emailOrPhone: body.email, password: 'Other#2026' },
    });
    expect(login.status).toBe(401);
  });

  it('assigns a member to a volunteer in both users at once and removes it at once', async () => {
    const volunteer = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody({ role: 'Volunteer' }),
    });
    const member = await api('POST', '/api/users/register', { token: as('admin').token, body: wizardBody() });
    const vId = volunteer.body.user._id;
    const mId = member.body.user._id;
    const added = await api('PATCH', `/api/users/${vId}/patients`, {
      token: as('cora').token,
      body: { add: [mId] },
    });
    expect(added.status).toBe(200);
    expect(added.body.user.patients).toEqual([mId]);
    const m = await api('GET', `/api/users/${mId}`, { token: as('admin').token });
    expect(m.body.user.workers).toEqual([vId]);
    const removed = await api('PATCH', `/api/users/${mId}/workers`, {
      token: as('admin').token,
      body: { remove: [vId] },
    });
    expect(removed.body.user.workers).toEqual([]);
    const v = await api('GET', `/api/users/${vId}`, { token: as('admin').token });
    expect(v.body.user.patients).toEqual([]);
    const other = await api('PATCH', `/api/users/${vId}/patients`, {
      token: as('lena').token,
      body: { add: [mId] },
    });
    expect(other.status).toBe(404);
  });

  it('deletes a user with their sign-in, profile, notes and sticky notes, keeping an audit record', async () => {
    const body = wizardBody();
    const created = await api('POST', '/api/users/register', { token: as('admin').token, body });
    const id = created.body.user._id;
    await api('PATCH', `/api/users/${as('victor').id}/patients`, {
      token: as('admin').token,
      body: { add: [id] },
    });
    const sticky = await api('POST', '/api/stickynotes', {
      token: as('victor').token,
      body: { patientId: id, level: 'Info', message: 'Likes tea' },
    });
    expect(sticky.status).toBe(201);
    const note = await api('POST', '/api/notes', {
      token: as('victor').token,
      body: { receiverId: id, message: 'Hello' },
    });
    expect(note.status).toBe(201);
    expect((await api('DELETE', `/api/users/${id}`, { token: as('cora').token })).status).toBe(403);
    expect((await api('DELETE', `/api/users/${id}`, { token: as('admin').token })).status).toBe(204);
    expect((await api('GET', `/api/users/${id}`, { token: as('admin').token })).status).toBe(404);
    const login = await api('POST', '/api/users/login', {
      body: { emailOrPhone: body.email, password: body.password },
    });
    expect(login.status).toBe(401);
    const sent = await api('GET', `/api/notes/${as('victor').id}?box=sent`, { token: as('victor').token });
    expect(sent.body.foundNotes.map((n: { receiverId: string }) => n.receiverId)).not.toContain(id);
    const victor = await api('GET', `/api/users/${as('victor').id}`, { token: as('admin').token });
    expect(victor.body.user.patients).not.toContain(id);
    expect(await partitionItems(`STICKY#${id}`)).toEqual([]);
    const events = await partitionItems(`AUDIT#MEMBER#${id}`);
    const deletion = events.find((e) => e.action === 'user.delete');
    expect(deletion).toMatchObject({ actorId: as('admin').id, outcome: 'allowed' });
    expect(JSON.stringify(deletion)).not.toContain(body.email);
  });

  it('erases the deleted member’s modules, series instances and series listings, with the template counts', async () => {
    const admin = as('admin').token;
    const created = await api('POST', '/api/users/register', { token: admin, body: wizardBody() });
    const id = created.body.user._id as string;
    const oneQuestion = { pages: [{ name: 'p', elements: [{ type: 'text', name: 'q1' }] }] };
    const tpl = await api('POST', '/api/surveys', {
      token: admin,
      body: { name: 'Erase me', surveyJSON: oneQuestion },
    });
    expect(tpl.status).toBe(201);
    const templateId = tpl.body.survey._id as string;
    const series = await api('POST', '/api/collections', {
      token: admin,
      body: { name: 'Erase round', surveyList: [templateId] },
    });
    expect(series.status).toBe(201);
    const seriesId = series.body.collection._id as string;
    const listed = await api('POST', '/api/collections/assign/member', {
      token: admin,
      body: { collectionId: seriesId, memberList: [id] },
    });
    expect(listed.status).toBe(200);
    const single = await api('POST', '/api/membersurveys', {
      token: admin,
      body: { patientId: id, templateId },
    });
    expect(single.status).toBe(201);
    const instance = await api('POST', '/api/membercollections', {
      token: admin,
      body: { collectionTemplate: seriesId, member: id },
    });
    expect(instance.status).toBe(201);
    const instanceId = instance.body.memberCollection._id as string;
    const moduleIds = [
      single.body.memberSurvey._id as string,
      ...instance.body.memberCollection.memberChapters.map((c: { _id: string }) => c._id),
    ];
    // Two screeners (issue 11): one completed, one partly answered; each save stores a report round.
    const countsBefore = await dashboardCounts(admin);
    const screeners: string[] = [];
    for (const action of ['complete', 'save'] as const) {
      const started = await api('POST', '/api/membercollections', {
        token: admin,
        body: { collectionTemplate: librarySeriesId('social-health-screener'), member: id },
      });
      expect(started.status).toBe(201);
      screeners.push(started.body.memberCollection._id as string);
      const chapterId = started.body.memberCollection.memberChapters[0]._id as string;
      moduleIds.push(chapterId);
      const full = sampleAnswers(seriesByName('Social Health Screener - NEW')!.chapters[0]!, 1);
      const { con_que: _left, ...part } = full;
      const got = await api('GET', `/api/membersurveys/${chapterId}`, { token: admin });
      const saved = await api('PATCH', `/api/membersurveys/${chapterId}`, {
        token: admin,
        body: {
          action,
          responseJSON: action === 'complete' ? full : part,
          version: got.body.memberSurvey.version,
        },
      });
      expect(saved.status).toBe(200);
    }
    const countsWith = await dashboardCounts(admin);
    expect(countsWith.completed).toBe(countsBefore.completed + 1);
    expect(countsWith.inProgress).toBe(countsBefore.inProgress + 1);
    expect(countsWith.screeners).toBe(countsBefore.screeners + 2);
    const profile = await api('GET', `/api/users/1/${id}`, { token: admin });
    expect(profile.body.memberSurveys.map((m: { _id: string }) => m._id).sort()).toEqual(
      [...moduleIds].sort(),
    );
    const { QueryCommand, GetCommand, DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT }),
    );
    const table = process.env.TABLE_NAME;
    const roundsOf = async () =>
      (
        await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `REPORTS#MEMBER#${id}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    expect((await roundsOf()).map((r) => r.instanceId).sort()).toEqual([...screeners].sort());
    // The member's facility's counters moved too.
    const stored = await db.send(
      new GetCommand({ TableName: table, Key: { pk: `USER#${id}`, sk: 'PROFILE' }, ConsistentRead: true }),
    );
    const scope = { pk: `COUNTERS#FACILITY#${stored.Item?.facilityId ?? 'NONE'}`, sk: 'TOTALS' };
    const scopeTotals = async () =>
      (await db.send(new GetCommand({ TableName: table, Key: scope, ConsistentRead: true }))).Item;
    const scopeWith = await scopeTotals();
    expect(scopeWith?.completed).toBeGreaterThanOrEqual(1);
    const completedBefore = await api('GET', '/api/reports/completed', { token: admin });
    expect(completedBefore.body.reports.map((r: { _id: string }) => r._id)).toContain(screeners[0]);
    const usersWith = countsWith.users;

    expect((await api('DELETE', `/api/users/${id}`, { token: admin })).status).toBe(204);

    expect(await roundsOf()).toEqual([]);
    const completedList = await api('GET', '/api/reports/completed', { token: admin });
    expect(completedList.status).toBe(200);
    expect(completedList.body.reports.map((r: { _id: string }) => r._id)).not.toContain(screeners[0]);
    const countsAfter = await dashboardCounts(admin);
    expect(countsAfter.completed).toBe(countsWith.completed - 1);
    // The partly answered screener and the "Erase round" instance were both in progress.
    expect(countsAfter.inProgress).toBe(countsWith.inProgress - 2);
    expect(countsAfter.screeners).toBe(countsWith.screeners - 2);
    expect(countsAfter.users).toBe(usersWith - 1);
    const scopeAfter = await scopeTotals();
    expect(scopeAfter?.completed).toBe(scopeWith?.completed - 1);
    expect(scopeAfter?.inProgress).toBe(scopeWith?.inProgress - 2);
    expect(scopeAfter?.activeUsers).toBe(scopeWith?.activeUsers - 1);

    for (const m of moduleIds)
      expect((await api('GET', `/api/membersurveys/${m}`, { token: admin })).status).toBe(404);
    for (const c of [instanceId, ...screeners])
      expect((await api('GET', `/api/membercollections/${c}`, { token: admin })).status).toBe(404);
    for (const m of moduleIds) {
      const parts = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `MEMBERSURVEY#${m}` },
        }),
      );
      expect(parts.Items).toEqual([]); // summary, definition and answers
    }
    for (const [index, partition] of [
      ['gsi1', `MEMBER#${id}#SURVEYS`],
      ['gsi1', `MEMBER#${id}#COLLECTIONS`],
      ['gsi1', `USER#${id}#COLLECTIONS`],
    ] as const) {
      const left = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: index,
          KeyConditionExpression: `${index}pk = :p`,
          ExpressionAttributeValues: { ':p': partition },
        }),
      );
      expect(left.Items, partition).toEqual([]);
    }
    const template = await db.send(
      new GetCommand({ TableName: table, Key: { pk: `SURVEY#${templateId}`, sk: 'META' } }),
    );
    expect(template.Item?.useCount).toBe(0);
    const seriesAfter = await api('GET', `/api/collections/${seriesId}`, { token: admin });
    expect(seriesAfter.status).toBe(200);
    expect(seriesAfter.body.collection.memberList).not.toContain(id);
    expect(seriesAfter.body.collection.memberCollectionCount ?? 0).toBe(0);
    db.destroy();
  });
});

describe('POST /api/users/query with { seriesId }', () => {
  /** A new series template listing Mary, Paul, Victor (Riverside) and Otto (Lakeshore). */
  async function seriesOfFour(): Promise<string> {
    const admin = as('admin').token;
    const oneQuestion = { pages: [{ name: 'p', elements: [{ type: 'text', name: 'q1' }] }] };
    const tpl = await api('POST', '/api/surveys', {
      token: admin,
      body: { name: 'Query me', surveyJSON: oneQuestion },
    });
    const series = await api('POST', '/api/collections', {
      token: admin,
      body: { name: 'Query round', surveyList: [tpl.body.survey._id] },
    });
    expect(series.status).toBe(201);
    const seriesId = series.body.collection._id as string;
    const listed = await api('POST', '/api/collections/assign/member', {
      token: admin,
      body: {
        collectionId: seriesId,
        memberList: [as('mary').id, as('paul').id, as('victor').id, SEED_PEOPLE.otto],
      },
    });
    expect(listed.status).toBe(200);
    return seriesId;
  }
  const query = (who: string, filter: unknown) =>
    api('POST', '/api/users/query', { token: as(who).token, body: { filter } });
  const idsOf = (res: ApiAnswer) => (res.body.users as { _id: string }[]).map((u) => u._id).sort();

  it('answers the series’ people the caller may list: all for the Admin, narrowed for others', async () => {
    const seriesId = await seriesOfFour();
    const admin = await query('admin', { seriesId });
    expect(admin.status).toBe(200);
    expect(idsOf(admin)).toEqual([as('mary').id, as('paul').id, as('victor').id, SEED_PEOPLE.otto].sort());
    expect(admin.body.count).toBe(4);
    expect(admin.body.users.map((u: { name: string }) => u.name)).toEqual([
      'Mary Member',
      'Otto Other',
      'Paul Member',
      'Victor Volunteer',
    ]);
    const cora = await query('cora', { seriesId });
    expect(idsOf(cora)).toEqual([as('mary').id, as('paul').id, as('victor').id].sort());
    expect(cora.body.count).toBe(3);
    const lena = await query('lena', { seriesId });
    expect(lena.body).toMatchObject({ count: 1, users: [{ _id: SEED_PEOPLE.otto }] });
    const victor = await query('victor', { seriesId });
    expect(victor.body).toMatchObject({ count: 1, users: [{ _id: as('mary').id }] });
    expect((await query('mary', { seriesId })).status).toBe(403);
  });

  it('answers 404 for an unknown series and for one the caller may not read', async () => {
    const unknown = await query('admin', { seriesId: 'no-such-series' });
    expect(unknown.status).toBe(404);
    // The library series list Mary and Paul, not Victor: a Volunteer may not read them.
    const notListed = await query('victor', { seriesId: librarySeriesId('community-connections') });
    expect(notListed.status).toBe(404);
    const listed = await query('cora', { seriesId: librarySeriesId('community-connections') });
    expect(listed.status).toBe(200);
    expect(idsOf(listed)).toEqual([as('mary').id, as('paul').id].sort());
  });

  it('refuses a malformed filter, both keys, unknown keys and raw database filters with 400', async () => {
    for (const filter of [
      {},
      { seriesId: '' },
      { seriesId: 42 },
      { ids: [] },
      { ids: [as('mary').id], seriesId: librarySeriesId('community-connections') },
      { seriesId: librarySeriesId('community-connections'), role: 'Patient' },
      { memberList: { $contains: as('mary').id } },
      { FilterExpression: 'attribute_exists(pk)' },
    ])
      expect((await query('admin', filter)).status, JSON.stringify(filter)).toBe(400);
    const extra = await api('POST', '/api/users/query', {
      token: as('admin').token,
      body: { filter: { ids: [as('mary').id] }, scan: true },
    });
    expect(extra.status).toBe(400);
  });
});

describe('role, facility, volunteer information, assignments view and research ID', () => {
  const register = async (overrides: Record<string, unknown> = {}) => {
    const res = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody({ facilityId: 'fac-riverside', ...overrides }),
    });
    expect(res.status).toBe(201);
    return res.body.user as { _id: string; version: number; name: string };
  };
  const read = async (id: string, who = 'admin') => api('GET', `/api/users/${id}`, { token: as(who).token });

  it('getAllUsers answers the user’s members and helpers by role, for whoever may view the user', async () => {
    const member = await register({ info: { ...wizardBody().info, name: 'Gina Grouped' } });
    const volunteer = await register({
      role: 'Volunteer',
      info: { ...wizardBody().info, name: 'Hank Helper' },
    });
    expect(
      (
        await api('PATCH', `/api/users/${volunteer._id}/patients`, {
          token: as('admin').token,
          body: { add: [member._id] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('PATCH', `/api/users/${member._id}/workers`, {
          token: as('admin').token,
          body: { add: [as('cora').id] },
        })
      ).status,
    ).toBe(200);
    const ofMember = await api('GET', `/api/users/getAllUsers/${member._id}`, { token: as('cora').token });
    expect(ofMember.status).toBe(200);
    expect(ofMember.body.patients).toEqual([]);
    expect(ofMember.body.admins).toEqual([]);
    expect(ofMember.body.coordinators.map((u: { _id: string }) => u._id)).toEqual([as('cora').id]);
    expect(ofMember.body.volunteers).toEqual([
      expect.objectContaining({
        _id: volunteer._id,
        name: 'Hank Helper',
        role: 'Volunteer',
        status: 'active',
      }),
    ]);
    const ofVolunteer = await api('GET', `/api/users/getAllUsers/${volunteer._id}`, {
      token: as('admin').token,
    });
    expect(ofVolunteer.body).toMatchObject({
      patients: [{ _id: member._id, name: 'Gina Grouped', role: 'Patient', facilityId: 'fac-riverside' }],
      admins: [],
      coordinators: [],
      volunteers: [],
    });
    // Outside the caller's scope: another facility's Coordinator, a Volunteer not assigned, a member.
    for (const who of ['lena', 'victor', 'mary'])
      expect(
        (await api('GET', `/api/users/getAllUsers/${member._id}`, { token: as(who).token })).status,
        who,
      ).toBe(404);
  });

  it('changes a role and a facility (Admin only) as the next read shows; others 403 or 404', async () => {
    const user = await register({ role: 'Volunteer' });
    const byCora = await api('PATCH', `/api/users/${user._id}/role`, {
      token: as('cora').token,
      body: { version: user.version, role: 'Coordinator' },
    });
    expect(byCora.status).toBe(403);
    const byLena = await api('PATCH', `/api/users/${user._id}/role`, {
      token: as('lena').token,
      body: { version: user.version, role: 'Coordinator' },
    });
    expect(byLena.status).toBe(403); // a role that may never change roles: 403 whatever the facility
    const role = await api('PATCH', `/api/users/${user._id}/role`, {
      token: as('admin').token,
      body: { version: user.version, role: 'Coordinator' },
    });
    expect(role.status).toBe(200);
    expect((await read(user._id)).body.user).toMatchObject({
      role: 'Coordinator',
      version: user.version + 1,
    });
    const stale = await api('PATCH', `/api/users/${user._id}/role`, {
      token: as('admin').token,
      body: { version: user.version, role: 'Patient' },
    });
    expect(stale.status).toBe(409);
    const self = await api('PATCH', `/api/users/${as('admin').id}/role`, {
      token: as('admin').token,
      body: { version: (await read(as('admin').id)).body.user.version, role: 'Coordinator' },
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe('You cannot do this to your own account.');
    expect((await read(as('admin').id)).body.user.role).toBe('Admin');

    const moved = await api('PATCH', `/api/users/${user._id}/facility`, {
      token: as('admin').token,
      body: { version: user.version + 1, facilityId: 'fac-lakeshore' },
    });
    expect(moved.status).toBe(200);
    expect((await read(user._id)).body.user).toMatchObject({
      facilityId: 'fac-lakeshore',
      facilityName: 'Lakeshore Wellness Hub',
    });
    // Coordinators list their facility's active users: the moved user leaves one list for the other.
    const listed = async (who: string) =>
      (await api('GET', '/api/users?limit=100', { token: as(who).token })).body.users.map(
        (u: { _id: string }) => u._id,
      );
    expect(await listed('lena')).toContain(user._id);
    expect(await listed('cora')).not.toContain(user._id);
    const unknown = await api('PATCH', `/api/users/${user._id}/facility`, {
      token: as('admin').token,
      body: { version: user.version + 2, facilityId: 'fac-nowhere' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This facility does not exist.');
    const byLenaFacility = await api('PATCH', `/api/users/${user._id}/facility`, {
      token: as('lena').token,
      body: { version: user.version + 2, facilityId: 'fac-riverside' },
    });
    expect(byLenaFacility.status).toBe(403);
    expect((await read(user._id)).body.user.facilityId).toBe('fac-lakeshore');
  });

  it('stores a volunteer’s information for staff of their facility, volunteers only', async () => {
    const volunteer = await register({ role: 'Volunteer' });
    const volInfo = {
      volType: 'Student',
      startDate: '2026-02-01',
      endDate: '2026-06-30',
      fieldOfStudy: 'Social Work',
      school: 'University of Windsor',
    };
    const saved = await api('PATCH', `/api/users/${volunteer._id}/volinfo`, {
      token: as('cora').token,
      body: { version: volunteer.version, volInfo },
    });
    expect(saved.status).toBe(200);
    expect((await read(volunteer._id)).body.user.volInfo).toEqual(volInfo);
    const stale = await api('PATCH', `/api/users/${volunteer._id}/volinfo`, {
      token: as('cora').token,
      body: { version: volunteer.version, volInfo: { school: 'Other' } },
    });
    expect(stale.status).toBe(409);
    const other = await api('PATCH', `/api/users/${volunteer._id}/volinfo`, {
      token: as('lena').token,
      body: { version: volunteer.version + 1, volInfo: { school: 'Other' } },
    });
    expect(other.status).toBe(404);
    const member = await register();
    const notVolunteer = await api('PATCH', `/api/users/${member._id}/volinfo`, {
      token: as('admin').token,
      body: { version: member.version, volInfo },
    });
    expect(notVolunteer.status).toBe(400);
    expect(notVolunteer.body.error.message).toBe('Volunteer information is for volunteers only.');
    const victorSelf = await api('PATCH', `/api/users/${as('victor').id}/volinfo`, {
      token: as('victor').token,
      body: { version: (await read(as('victor').id)).body.user.version, volInfo: { school: 'Mine' } },
    });
    expect(victorSelf.status).toBe(403);
    expect((await read(volunteer._id)).body.user.volInfo).toEqual(volInfo);
  });

  it('creates a research ID once, carrying nothing of the person, and shows it to Admins only', async () => {
    const email = `rita.${randomUUID().slice(0, 8)}@example.org`;
    const member = await register({ email, info: { ...wizardBody().info, name: 'Rita Research' } });
    expect(
      (await api('GET', `/api/users/research/create/${member._id}`, { token: as('cora').token })).status,
    ).toBe(403);
    const first = await api('GET', `/api/users/research/create/${member._id}`, { token: as('admin').token });
    expect(first.status).toBe(200);
    const research = first.body.user.research as { id: string; enabled: boolean };
    expect(research.enabled).toBe(true);
    expect(research.id).toMatch(/^R[0-9A-Z]{10}$/);
    for (const part of [member._id, email, 'rita', 'research', email.split('@')[0]!, member._id.slice(0, 6)])
      expect(research.id.toLowerCase()).not.toContain(part.toLowerCase());
    const again = await api('GET', `/api/users/research/create/${member._id}`, { token: as('admin').token });
    expect(again.body.user.research).toEqual(research);
    expect(again.body.user.version).toBe(first.body.user.version);
    // A Coordinator who may view the member (assigned) does not see the research ID.
    await api('PATCH', `/api/users/${member._id}/workers`, {
      token: as('admin').token,
      body: { add: [as('cora').id] },
    });
    const byCora = await read(member._id, 'cora');
    expect(byCora.status).toBe(200);
    expect(byCora.body.user.research).toBeUndefined();
    const off = await api('PATCH', `/api/users/${member._id}/research`, {
      token: as('admin').token,
      body: { version: byCora.body.user.version, enabled: false },
    });
    expect(off.body.user.research).toEqual({ id: research.id, enabled: false });
    const third = await api('GET', `/api/users/research/create/${member._id}`, { token: as('admin').token });
    expect(third.body.user.research).toEqual({ id: research.id, enabled: false });
    const volunteer = await register({ role: 'Volunteer' });
    const notMember = await api('GET', `/api/users/research/create/${volunteer._id}`, {
      token: as('admin').token,
    });
    expect(notMember.status).toBe(400);
    expect(notMember.body.error.message).toBe('This action is for members only.');
  });
});
