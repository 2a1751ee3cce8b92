import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { roundFindings } from '@circles/shared/followups/findings';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { computeReport } from '@circles/shared/reports/report';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { dynamoMemberModulesRepository } from '@circles/functions/modules/data/member-modules-repository';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { updateMemberModule } from '@circles/functions/modules/member-module-writes';
import { actorOf } from '@circles/functions/members/user-record';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';
import { staleModuleWrites } from '../support/stale-module-writes';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const SCREENER = 'Social Health Screener - NEW';
const screenerChapter = () => seriesByName(SCREENER)!.chapters[0]!;

/** Answers of the screener that score no risk point and raise no loneliness flag. */
function calmAnswers(): Record<string, unknown> {
  return {
    ...sampleAnswers(screenerChapter(), 1),
    household2_size: 2,
    community_activity_participate: 1,
    life_satisfaction2: 9,
    local_community_belonging: 3,
    lack_companionship: 0,
    feel_leftout: 0,
    feel_isolated: 0,
  };
}

/** The same answers with every risk point scored (High Risk) and loneliness Often (a red flag). */
function riskyAnswers(): Record<string, unknown> {
  return {
    ...calmAnswers(),
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 3,
    local_community_belonging: 0,
    lack_companionship: 2,
  };
}

const findingsOf = (answers: Record<string, unknown>) =>
  roundFindings(computeReport([{ updatedAt: new Date().toISOString(), answers }]), 'screener', 'x@y.z');

async function startScreener(member: DemoWho) {
  const res = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people[member].id },
  });
  expect(res.status).toBe(201);
  return (res.body.memberCollection as { memberChapters: { _id: string }[] }).memberChapters[0]!._id;
}

async function save(by: DemoWho, moduleId: string, responseJSON: Record<string, unknown>) {
  const got = await as(by)('GET', `/api/membersurveys/${moduleId}`);
  const res = await as(by)('PATCH', `/api/membersurveys/${moduleId}`, {
    body: { action: 'save', responseJSON, version: got.body.memberSurvey.version },
  });
  expect(res.status).toBe(200);
}

interface Listed {
  _id: string;
  memberId: string;
  severity: string;
  status: string;
  version: number;
  finding: { key: string; instanceId: string; text: string };
  assignee: { type: string; id?: string };
}

async function followupsOf(member: DemoWho, state = 'all'): Promise<Listed[]> {
  const res = await as('admin')('GET', `/api/followups/member/${people[member].id}?state=${state}`);
  expect(res.status).toBe(200);
  return res.body.followups as Listed[];
}

async function resolveAll(member: DemoWho) {
  for (const f of await followupsOf(member, 'open')) {
    const res = await as('admin')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'resolved', version: f.version, outcome: 'Cleared for the test' },
    });
    expect(res.status).toBe(200);
  }
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('the demo seed', () => {
  it('has resolved, escalated and open (overdue) follow-ups for Victor’s and Cora’s members, with histories', async () => {
    const all = [...(await followupsOf('mary')), ...(await followupsOf('paul'))];
    const resolved = all.filter((f) => f.status === 'resolved');
    expect(resolved.length).toBeGreaterThan(0);
    expect(all.some((f) => f.status !== 'resolved')).toBe(true);
    const escalated = (await followupsOf('mary')).find((f) => (f as { escalatedAt?: string }).escalatedAt);
    expect(escalated).toBeDefined();
    const detail = await as('coordinator')('GET', `/api/followups/${escalated!._id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.followup.history.map((h: { action: string }) => h.action)).toEqual([
      'opened',
      'couldNotReach',
      'escalated',
    ]);
    const old = await as('admin')('GET', `/api/followups/${resolved[0]!._id}`);
    expect(old.body.followup.outcome).toEqual(expect.any(String));
    // Lena's member Otto (the other facility): his screener opened follow-ups, none seen by Cora.
    const otto = await as('admin')('GET', '/api/followups/member/seed-otto');
    expect(otto.body.followups.length).toBeGreaterThan(0);
    expect(otto.body.followups[0].facilityId).toBe('fac-lakeshore');
    expect((await as('coordinator')('GET', '/api/followups/member/seed-otto')).status).toBe(404);
  });
});

describe('follow-ups opened by a save', () => {
  it('opens one follow-up per new finding (red flag and High Risk) for the member’s Volunteer', async () => {
    await resolveAll('mary');
    const chapter = await startScreener('mary');
    await save('mary', chapter, calmAnswers());
    const calm = (await followupsOf('mary', 'open')).map((f) => f.finding.key);
    await save('mary', chapter, riskyAnswers());
    const open = await followupsOf('mary', 'open');
    const expected = findingsOf(riskyAnswers())
      .map((f) => f.key)
      .filter((k) => !findingsOf(calmAnswers()).some((c) => c.key === k) && !calm.includes(k));
    expect(expected).toEqual(expect.arrayContaining(['red:often_count', 'highRisk:screener_risk']));
    const fromThisSave = open.filter((f) => expected.includes(f.finding.key));
    expect(fromThisSave.map((f) => f.finding.key).sort()).toEqual([...expected].sort());
    expect(fromThisSave.find((f) => f.severity === 'highRisk')?.finding.text).toBe('High Risk');
    // Victor is Mary's Volunteer: the follow-ups are on his list in the same request.
    const mine = await as('volunteer')('GET', '/api/followups');
    expect(mine.status).toBe(200);
    const ids = (mine.body.followups as Listed[]).map((f) => f._id);
    for (const f of fromThisSave) {
      expect(f.assignee).toMatchObject({ type: 'user', id: people.volunteer.id });
      expect(ids).toContain(f._id);
    }
    // Mary sees only that someone will be in touch.
    const state = await as('mary')('GET', '/api/followups/me/state');
    expect(state.body).toEqual({ someoneWillBeInTouch: true });
  });

  it('never opens a duplicate of a finding still open, and opens a new one once it was resolved and raised again', async () => {
    await resolveAll('mary');
    const first = await startScreener('mary');
    await save('mary', first, riskyAnswers());
    const afterFirst = (await followupsOf('mary', 'open')).filter((f) => f.finding.key === 'red:often_count');
    expect(afterFirst).toHaveLength(1);
    // A second round raising the same finding while it is open: no second follow-up.
    const second = await startScreener('mary');
    await save('mary', second, riskyAnswers());
    const again = (await followupsOf('mary', 'all')).filter((f) => f.finding.key === 'red:often_count');
    expect(again.filter((f) => f.status !== 'resolved')).toHaveLength(1);
    // Resolved, then the finding clears and comes back in a save: a new follow-up opens.
    await resolveAll('mary');
    await save('mary', second, calmAnswers());
    expect((await followupsOf('mary', 'open')).some((f) => f.finding.key === 'red:often_count')).toBe(false);
    await save('mary', second, riskyAnswers());
    const reopened = (await followupsOf('mary', 'all')).filter((f) => f.finding.key === 'red:often_count');
    expect(reopened.filter((f) => f.status !== 'resolved')).toHaveLength(1);
    expect(reopened.length).toBe(again.length + 1);
  });

  it('leaves no follow-up behind when the save’s transaction fails', async () => {
    await resolveAll('paul');
    const chapter = await startScreener('paul');
    const before = await followupsOf('paul', 'all');
    const adminUser = (await dynamoUsersRepository.get(people.admin.id))!;
    const failing = staleModuleWrites;
    const stored = (await dynamoMemberModulesRepository.get(chapter))!;
    await expect(
      updateMemberModule(failing, { actor: actorOf(adminUser), name: 'Admin' }, chapter, {
        action: 'save',
        responseJSON: riskyAnswers(),
        version: stored.meta.version,
      }),
    ).rejects.toThrow();
    expect(await followupsOf('paul', 'all')).toEqual(before);
    const index = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': `FOLLOWUPINDEX#${people.paul.id}` },
        ConsistentRead: true,
      }),
    );
    expect(Object.keys((index.Items?.[0]?.open as Record<string, string> | undefined) ?? {})).toEqual([]);
  });
});

describe('working a follow-up', () => {
  it('records each action in its history, versioned (409 on a stale version), audited, and closes on Resolved', async () => {
    await resolveAll('mary');
    const chapter = await startScreener('mary');
    await save('mary', chapter, riskyAnswers());
    const f = (await followupsOf('mary', 'open')).find((x) => x.finding.key === 'red:often_count')!;
    const act = (body: Record<string, unknown>) =>
      as('volunteer')('POST', `/api/followups/${f._id}/actions`, { body });
    const tried = await act({
      action: 'couldNotReach',
      version: f.version,
      nextTryOn: '2030-01-02',
      note: 'No answer',
    });
    expect(tried.status).toBe(200);
    expect(tried.body.followup).toMatchObject({
      status: 'couldNotReach',
      attempts: 1,
      nextTryOn: '2030-01-02',
    });
    // The same version again is stale: 409, nothing changes.
    const stale = await act({ action: 'contacted', version: f.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    let version = tried.body.followup.version as number;
    const contacted = await act({ action: 'contacted', version });
    expect(contacted.status).toBe(200);
    expect(contacted.body.followup.firstContactAt).toEqual(expect.any(String));
    version = contacted.body.followup.version;
    const referred = await act({ action: 'referred', version, referredTo: 'Windsor Seniors Club' });
    expect(referred.body.followup.referredTo).toBe('Windsor Seniors Club');
    version = referred.body.followup.version;
    const bad = await act({ action: 'resolved', version });
    expect(bad.status).toBe(400);
    const resolved = await act({ action: 'resolved', version, outcome: 'Joined the club' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.followup.history.map((h: { action: string }) => h.action)).toEqual([
      'opened',
      'couldNotReach',
      'contacted',
      'referred',
      'resolved',
    ]);
    expect(resolved.body.followup.history[1].note).toBe('No answer');
    const closed = await act({ action: 'contacted', version: resolved.body.followup.version });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('FOLLOWUP_CLOSED');
    const audit = await as('admin')('GET', `/api/audit?memberId=${people.mary.id}`);
    const actions = (audit.body.events as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'followup.open',
        'followup.couldNotReach',
        'followup.resolved',
        'followup.listOfMember',
      ]),
    );
  });

  it('reassigns for a Coordinator of the facility (versioned), refuses Volunteers (403) and assignees of another facility (400)', async () => {
    await resolveAll('mary');
    const chapter = await startScreener('mary');
    await save('mary', chapter, riskyAnswers());
    const f = (await followupsOf('mary', 'open'))[0]!;
    const byVolunteer = await as('volunteer')('POST', `/api/followups/${f._id}/reassign`, {
      body: { version: f.version, assigneeId: people.coordinator.id },
    });
    expect(byVolunteer.status).toBe(403);
    const toOther = await as('coordinator')('POST', `/api/followups/${f._id}/reassign`, {
      body: { version: f.version, assigneeId: 'seed-bea' },
    });
    expect(toOther.status).toBe(400);
    const done = await as('coordinator')('POST', `/api/followups/${f._id}/reassign`, {
      body: { version: f.version, assigneeId: people.coordinator.id },
    });
    expect(done.status).toBe(200);
    expect(done.body.followup.assignee).toMatchObject({ type: 'user', id: people.coordinator.id });
    const stale = await as('coordinator')('POST', `/api/followups/${f._id}/reassign`, {
      body: { version: f.version, assigneeId: people.volunteer.id },
    });
    expect(stale.status).toBe(409);
    const cora = await as('coordinator')('GET', '/api/followups');
    expect((cora.body.followups as Listed[]).map((x) => x._id)).toContain(f._id);
  });

  it('moves the programme figures in the same transactions: opened, could not reach, first contact, resolved', async () => {
    await resolveAll('mary');
    const figures = async (who: DemoWho = 'admin') =>
      (await as(who)('GET', '/api/followups/facility/figures')).body as {
        open: number;
        thisMonth: { opened: number; resolved: number; medianDaysToFirstContact: number | null };
      };
    const before = await figures();
    const coraBefore = await figures('coordinator');
    const chapter = await startScreener('mary');
    await save('mary', chapter, riskyAnswers());
    const opened = await followupsOf('mary', 'open');
    const afterOpening = await figures();
    expect(afterOpening.open).toBe(before.open + opened.length);
    expect(afterOpening.thisMonth.opened).toBe(before.thisMonth.opened + opened.length);
    expect((await figures('coordinator')).open).toBe(coraBefore.open + opened.length);
    const f = opened[0]!;
    const tried = await as('volunteer')('POST', `/api/followups/${f._id}/actions`, {
      body: { action: 'couldNotReach', version: f.version, nextTryOn: '2030-01-01' },
    });
    const done = await as('volunteer')('POST', `/api/followups/${f._id}/actions`, {
      body: {
        action: 'resolved',
        version: tried.body.followup.version,
        outcome: 'Reached on the second try',
      },
    });
    expect(done.status).toBe(200);
    const after = await figures();
    expect(after.open).toBe(afterOpening.open - 1);
    expect(after.thisMonth.resolved).toBe(before.thisMonth.resolved + 1);
    expect(after.thisMonth.medianDaysToFirstContact).toEqual(expect.any(Number));
    expect((await as('volunteer')('GET', '/api/followups/facility/figures')).status).toBe(403);
  });

  it('are erased with a deleted member, and leave the open total', async () => {
    const created = await as('admin')('POST', '/api/users/register', {
      body: {
        email: `erase.${Date.now()}@example.org`,
        password: 'Default#2026',
        role: 'Patient',
        status: 'active',
        originOfContact: 'New Referral',
        info: { name: 'Edna Erased', gender: 'Female', dateOfBirth: '1950-04-02', language: 'English' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.user._id as string;
    const started = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: librarySeriesId('social-health-screener'), member: id },
    });
    const chapter = started.body.memberCollection.memberChapters[0]._id as string;
    await save('admin', chapter, riskyAnswers());
    const listed = await as('admin')('GET', `/api/followups/member/${id}`);
    expect(listed.body.followups.length).toBeGreaterThan(0);
    const openBefore = (await as('admin')('GET', '/api/followups/facility/figures')).body.open as number;
    expect((await as('admin')('DELETE', `/api/users/${id}`)).status).toBe(204);
    const left = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        ExpressionAttributeValues: { ':p': `FOLLOWUPS#MEMBER#${id}` },
      }),
    );
    expect(left.Items ?? []).toEqual([]);
    const openAfter = (await as('admin')('GET', '/api/followups/facility/figures')).body.open as number;
    expect(openAfter).toBe(openBefore - listed.body.followups.length);
  });

  it('hides follow-ups from members and from staff outside their scope (404, audited as denied)', async () => {
    const f = (await followupsOf('mary', 'all'))[0]!;
    expect((await as('mary')('GET', `/api/followups/${f._id}`)).status).toBe(404);
    expect((await as('paul')('GET', `/api/followups/member/${people.mary.id}`)).status).toBe(404);
    expect((await as('mary')('GET', '/api/followups')).status).toBe(403);
    const read = await as('volunteer')('GET', `/api/followups/${f._id}`);
    expect(read.status).toBe(200);
    expect(read.body.followup.member.name).toEqual(expect.any(String));
    expect((await as('volunteer')('GET', '/api/followups/me/state')).status).toBe(400);
  });
});
