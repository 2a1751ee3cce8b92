import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { dynamoProjectsRepository } from '@circles/functions/projects/data/projects-repository';
import { dynamoSeriesRepository } from '@circles/functions/series/data/series-repository';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import type { UserRecord } from '@circles/functions/members/user-record';
import {
  MAX_PROJECT_SERIES,
  MAX_SERIES_ASSIGN_USERS,
  MAX_TRANSACTION_ITEMS,
  maxWorkbookAssignUsers,
} from '@circles/shared/schemas/series';
import { apiAs, newChapterTemplate, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';
import { testUserRecord } from '../support/user-records';

/*
 * Issue 9: every assignment audits each affected user in the transaction of the change, naming the
 * record; one request always fits one DynamoDB transaction (the largest allowed succeeds, one more is a
 * 400 that changes nothing); a failed half of an assignment leaves both sides unchanged.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

const newTemplate = () => newChapterTemplate(as('admin'));

async function newSeries(template?: string): Promise<string> {
  const res = await as('admin')('POST', '/api/collections', {
    body: { name: 'Round', surveyList: [template ?? (await newTemplate())] },
  });
  expect(res.status).toBe(201);
  return res.body.collection._id;
}

async function newWorkbook(): Promise<string> {
  const res = await as('admin')('POST', '/api/workbooks/create', { body: { name: 'Intake' } });
  expect(res.status).toBe(201);
  return res.body.workbook._id;
}

/** Users straight in the table (no sign-in needed: the API only reads their records). */
async function newUsers(n: number, role: UserRecord['role'] = 'Patient'): Promise<string[]> {
  const at = new Date().toISOString();
  const ids = Array.from({ length: n }, () => ulid());
  for (const id of ids)
    await dynamoUsersRepository.create(testUserRecord(role, id, at), {
      id: ulid(),
      at,
      actorId: 'test',
      actorRole: 'Admin',
      action: 'user.create',
      memberId: id,
      outcome: 'allowed',
    });
  return ids;
}

async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

const auditOf = (memberId: string) => partition(`AUDIT#MEMBER#${memberId}`);

/** Expects, for every user, one allowed event `action` by `actor` naming `recordId`. */
async function expectAudited(users: string[], action: string, recordId: string, actor = people.admin.id) {
  for (const user of users) {
    const events = (await auditOf(user)).filter(
      (e) => e.action === action && e.actorId === actor && e.recordId === recordId,
    );
    expect(events, `${action} of ${user}`).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'allowed', memberId: user, type: 'AuditEvent' });
  }
}

const series = async (id: string) =>
  (await as('admin')('GET', `/api/collections/${id}`)).body.collection as {
    memberList: string[];
    projectList: string[];
    version: number;
  };

const project = async (id: string) =>
  (await as('admin')('GET', '/api/projects')).body.projectList.find((p: { _id: string }) => p._id === id) as {
    memberList: { _id: string }[];
    collectionList: { _id: string }[];
    version: number;
  };

describe('assignment audit events', () => {
  it('series assign member and coordinator: one event per user added, naming the template', async () => {
    const s = await newSeries();
    const members = [people.mary.id, people.paul.id];
    const res = await as('admin')('POST', '/api/collections/assign/member', {
      body: { collectionId: s, memberList: members },
    });
    expect(res.status).toBe(200);
    await expectAudited(members, 'series.assign.member', s);
    const [other] = await newUsers(1, 'Coordinator');
    const coordinators = [people.coordinator.id, other!];
    const c = await as('admin')('POST', '/api/collections/assign/member', {
      body: { collectionId: s, memberList: coordinators, as: 'coordinator' },
    });
    expect(c.status).toBe(200);
    await expectAudited(coordinators, 'series.assign.coordinator', s);
  });

  it('project assign member: one event per member added, naming the project', async () => {
    const p = (
      await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [await newSeries()] } })
    ).body.project._id as string;
    const members = [people.mary.id, people.paul.id];
    const res = await as('admin')('POST', '/api/projects/assign/member', {
      body: { projectId: p, memberList: members },
    });
    expect(res.status).toBe(200);
    await expectAudited(members, 'project.assignMember', p);
  });

  it('workbook assign: one event per user given the workbooks, naming them', async () => {
    const workbooks = [await newWorkbook(), await newWorkbook()];
    const users = await newUsers(2);
    const res = await as('admin')('POST', '/api/workbooks/assign-collections', {
      body: { workbookId: workbooks, userIds: users },
    });
    expect(res.body).toEqual({ assigned: 4 });
    await expectAudited(users, 'workbook.assign', workbooks.join(','));
  });
});

describe('assignment sizes fit one transaction', () => {
  it(`series assign member: ${MAX_SERIES_ASSIGN_USERS} users succeed, one more is a 400 that changes nothing`, async () => {
    const s = await newSeries();
    const users = await newUsers(MAX_SERIES_ASSIGN_USERS + 1);
    const before = await series(s);
    const tooMany = await as('admin')('POST', '/api/collections/assign/member', {
      body: { collectionId: s, memberList: users },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.issues).toContainEqual({
      path: 'memberList',
      message: `Choose at most ${MAX_SERIES_ASSIGN_USERS} people at a time.`,
    });
    expect(await series(s)).toMatchObject({ memberList: [], version: before.version });
    expect(await partition(keys.seriesListingsOf(users[0]!))).toEqual([]);
    const most = users.slice(0, MAX_SERIES_ASSIGN_USERS);
    const ok = await as('admin')('POST', '/api/collections/assign/member', {
      body: { collectionId: s, memberList: most },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.collection.memberList).toEqual(most);
    await expectAudited(most, 'series.assign.member', s);
  });

  it('workbook assign: users × (workbooks + 1) up to 100 succeed, one user more is a 400 that sets nothing', async () => {
    const workbooks = await Promise.all(Array.from({ length: 9 }, () => newWorkbook()));
    const max = maxWorkbookAssignUsers(workbooks.length);
    expect(max).toBe(10);
    const users = await newUsers(max + 1);
    const tooMany = await as('admin')('POST', '/api/workbooks/assign-collections', {
      body: { workbookId: workbooks, userIds: users },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.issues).toContainEqual({
      path: 'userIds',
      message: `Choose at most ${max} clients for 9 workbooks at a time.`,
    });
    for (const u of users) expect(await partition(keys.defaultWorkbooksOf(u))).toEqual([]);
    const ok = await as('admin')('POST', '/api/workbooks/assign-collections', {
      body: { workbookId: workbooks, userIds: users.slice(0, max) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ assigned: max * workbooks.length });
    await expectAudited(users.slice(0, max), 'workbook.assign', workbooks.join(','));
  });

  it(`a project holds ${MAX_PROJECT_SERIES} series (and is deleted with them), one more is a 400 that changes nothing`, async () => {
    const template = await newTemplate();
    const ids: string[] = [];
    while (ids.length < MAX_PROJECT_SERIES + 1)
      ids.push(...(await Promise.all(Array.from({ length: 11 }, () => newSeries(template)))));
    const created = await as('admin')('POST', '/api/projects', {
      body: { name: 'Big', collectionList: ids.slice(0, 50) },
    });
    expect(created.status).toBe(201);
    const p = created.body.project._id as string;
    const rest = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: p, collectionList: ids.slice(50, MAX_PROJECT_SERIES) },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.project.collectionList).toHaveLength(MAX_PROJECT_SERIES);
    const last = ids[MAX_PROJECT_SERIES]!;
    const before = await project(p);
    const message = `A project holds at most ${MAX_PROJECT_SERIES} series.`;
    const tooMany = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: p, collectionList: [last] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.issues).toContainEqual({ path: 'collectionList', message });
    const fromSeries = await as('admin')('POST', '/api/collections/assign/project', {
      body: { collectionId: last, projectList: [p] },
    });
    expect(fromSeries.status).toBe(400);
    expect(fromSeries.body.error.issues).toContainEqual({ path: 'projectList', message });
    expect((await project(p)).version).toBe(before.version);
    expect((await series(last)).projectList).toEqual([]);
    expect((await as('admin')('DELETE', `/api/projects/${p}`)).status).toBe(200);
    expect((await series(ids[0]!)).projectList).toEqual([]);
    expect((await series(ids[MAX_PROJECT_SERIES - 1]!)).projectList).toEqual([]);
  });
  it('a series template listing more than 98 users is archived on delete (its removal would not fit)', async () => {
    const s = await newSeries();
    const users = await newUsers(MAX_TRANSACTION_ITEMS - 1); // 98 listing items + template + audit: 100
    for (let i = 0; i < users.length; i += MAX_SERIES_ASSIGN_USERS) {
      const res = await as('admin')('POST', '/api/collections/assign/member', {
        body: { collectionId: s, memberList: users.slice(i, i + MAX_SERIES_ASSIGN_USERS) },
      });
      expect(res.status).toBe(200);
    }
    const del = await as('admin')('DELETE', `/api/collections/${s}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ _id: s, archived: true });
    expect((await as('admin')('GET', `/api/collections/${s}`)).body.collection.archived).toBe(true);
    const listed = (await as('admin')('GET', '/api/collections')).body.collectionList as { _id: string }[];
    expect(listed.map((c) => c._id)).not.toContain(s);
  });
});

describe('a failed half of an assignment changes neither side', () => {
  it('series assign: a template changed between read and write → 409, no listing item, no audit event', async () => {
    const s = await newSeries();
    const stale = (await dynamoSeriesRepository.getTemplate(s))!;
    const moved = await as('admin')('POST', '/api/collections/assign/member', {
      body: { collectionId: s, memberList: [people.mary.id] },
    });
    expect(moved.status).toBe(200);
    const [user] = await newUsers(1);
    const at = new Date().toISOString();
    const event = {
      id: ulid(),
      at,
      actorId: people.admin.id,
      actorRole: 'Admin' as const,
      action: 'series.assign.member',
      memberId: user!,
      recordId: s,
      outcome: 'allowed' as const,
    };
    await expect(
      dynamoSeriesRepository.addListed(stale, [user!], { memberList: [user!] }, at, [event]),
    ).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect((await series(s)).memberList).toEqual([people.mary.id]);
    expect(await partition(keys.seriesListingsOf(user!))).toEqual([]);
    expect(await auditOf(user!)).toHaveLength(1); // only its user.create
  });

  it('project ↔ series: a series changed between read and write → 409, the project unchanged too', async () => {
    const [s1, s2] = [await newSeries(), await newSeries()];
    const p = (await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [s1] } })).body
      .project._id as string;
    const projectBefore = (await dynamoProjectsRepository.getProject(p))!;
    const staleSeries = (await dynamoSeriesRepository.getTemplate(s2))!;
    // Another Admin assigns a member to s2 meanwhile: its version moves.
    expect(
      (
        await as('admin')('POST', '/api/collections/assign/member', {
          body: { collectionId: s2, memberList: [people.mary.id] },
        })
      ).status,
    ).toBe(200);
    const at = new Date().toISOString();
    const set = { collectionList: [...projectBefore.collectionList, { _id: s2, name: 'Round' }] };
    await expect(
      dynamoProjectsRepository.write(
        {
          projects: [{ before: projectBefore, set }],
          series: [{ before: staleSeries, set: { projectList: [p] } }],
        },
        at,
        [
          {
            id: ulid(),
            at,
            actorId: people.admin.id,
            actorRole: 'Admin',
            action: 'project.assignCollection',
            memberId: 'projects',
            recordId: p,
            outcome: 'allowed',
          },
        ],
      ),
    ).rejects.toMatchObject({ kind: 'CONFLICT' });
    const after = (await dynamoProjectsRepository.getProject(p))!;
    expect(after.version).toBe(projectBefore.version);
    expect(after.collectionList.map((c) => c._id)).toEqual([s1]);
    expect((await series(s2)).projectList).toEqual([]);
    // Read again, the same assignment goes through on both sides.
    const retry = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: p, collectionList: [s2] },
    });
    expect(retry.status).toBe(200);
    expect((await series(s2)).projectList).toEqual([p]);
  });

  it('project assign member: a project deleted between read and write → refused, nothing written', async () => {
    const p = (
      await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [await newSeries()] } })
    ).body.project._id as string;
    const stale = (await dynamoProjectsRepository.getProject(p))!;
    expect((await as('admin')('DELETE', `/api/projects/${p}`)).status).toBe(200);
    const [user] = await newUsers(1);
    const at = new Date().toISOString();
    await expect(
      dynamoProjectsRepository.write(
        {
          projects: [{ before: stale, set: { memberList: [{ _id: user!, info: { name: 'Test Person' } }] } }],
        },
        at,
        [
          {
            id: ulid(),
            at,
            actorId: people.admin.id,
            actorRole: 'Admin',
            action: 'project.assignMember',
            memberId: user!,
            recordId: p,
            outcome: 'allowed',
          },
        ],
      ),
    ).rejects.toBeDefined();
    expect(await dynamoProjectsRepository.getProject(p)).toBeUndefined();
    expect(await auditOf(user!)).toHaveLength(1); // only its user.create
  });
});

describe('an assignment refused for one item changes nothing for the others', () => {
  it('workbook assign: one user outside the Coordinator’s facility → 404, no default set for the other', async () => {
    const w = (await as('coordinator')('POST', '/api/workbooks/create', { body: { name: 'Intake' } })).body
      .workbook._id as string;
    const [outsider] = await newUsers(1); // no facility: outside the Coordinator's scope
    const res = await as('coordinator')('POST', '/api/workbooks/assign-collections', {
      body: { workbookId: [w], userIds: [people.mary.id, outsider!] },
    });
    expect(res.status).toBe(404);
    const marys = (await partition(keys.defaultWorkbooksOf(people.mary.id))).map((i) => i.sk);
    expect(marys).not.toContain(w);
    expect(
      (await auditOf(people.mary.id)).filter((e) => e.action === 'workbook.assign' && e.recordId === w),
    ).toEqual([]);
  });

  it('project assign series: one series archived meanwhile → 404, neither the project nor the other series changes', async () => {
    const [s1, s2] = [await newSeries(), await newSeries()];
    const p = (await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [s1] } })).body
      .project._id as string;
    const archived = await newSeries();
    expect(
      (
        await as('admin')('POST', '/api/membercollections', {
          body: { collectionTemplate: archived, member: people.mary.id },
        })
      ).status,
    ).toBe(201);
    expect((await as('admin')('DELETE', `/api/collections/${archived}`)).body.archived).toBe(true);
    const before = await project(p);
    const res = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: p, collectionList: [s2, archived] },
    });
    expect(res.status).toBe(404);
    expect(await project(p)).toMatchObject({ version: before.version, collectionList: [{ _id: s1 }] });
    expect((await series(s2)).projectList).toEqual([]);
  });
});
