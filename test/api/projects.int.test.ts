import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, newChapterTemplate, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const CREATE_PROJECT =
  'Unable create project. Please make sure Template Name is and selected Module Templates are not empty.';

const newTemplate = () => newChapterTemplate(as('admin'));

async function newSeries(): Promise<string> {
  const res = await as('admin')('POST', '/api/collections', {
    body: { name: 'Round', surveyList: [await newTemplate()] },
  });
  expect(res.status).toBe(201);
  return res.body.collection._id;
}

const seriesGet = async (id: string) =>
  (await as('admin')('GET', `/api/collections/${id}`)).body.collection as {
    projectList: string[];
    version: number;
  };

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('projects', () => {
  it('need a name (the spec text), may start with no series (issue 23), and link both sides on create', async () => {
    const unnamed = await as('admin')('POST', '/api/projects', { body: { name: ' ', collectionList: [] } });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.issues[0].message).toBe(CREATE_PROJECT);
    // The spec's dialog may send an empty list: the project starts with none, and series come later.
    const empty = await as('admin')('POST', '/api/projects', { body: { name: 'Later', collectionList: [] } });
    expect(empty.status).toBe(201);
    expect(empty.body.project.collectionList).toEqual([]);
    const later = await newSeries();
    const assigned = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: empty.body.project._id, collectionList: [later] },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.project.collectionList).toEqual([{ _id: later, name: 'Round' }]);
    const s = await newSeries();
    const res = await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [s] } });
    expect(res.status).toBe(201);
    expect(res.body.project.collectionList).toEqual([{ _id: s, name: 'Round' }]);
    expect((await seriesGet(s)).projectList).toEqual([res.body.project._id]);
  });

  it('take members and series once each; a series assigned from either side links both', async () => {
    const [s1, s2] = [await newSeries(), await newSeries()];
    const p = (await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [s1] } })).body
      .project._id as string;
    const m = await as('admin')('POST', '/api/projects/assign/member', {
      body: { projectId: p, memberList: [people.mary.id] },
    });
    const again = await as('admin')('POST', '/api/projects/assign/member', {
      body: { projectId: p, memberList: [people.mary.id] },
    });
    expect(m.body.project.memberList).toEqual([{ _id: people.mary.id, info: { name: expect.any(String) } }]);
    expect(again.body.project.memberList).toHaveLength(1);
    const c = await as('admin')('POST', '/api/projects/assign/collection', {
      body: { projectId: p, collectionList: [s1, s2] },
    });
    expect(c.body.project.collectionList.map((x: { _id: string }) => x._id)).toEqual([s1, s2]);
    expect((await seriesGet(s2)).projectList).toEqual([p]);
    const s3 = await newSeries();
    const fromSeries = await as('admin')('POST', '/api/collections/assign/project', {
      body: { collectionId: s3, projectList: [p] },
    });
    expect(fromSeries.body.collection.projectList).toEqual([p]);
    expect(
      (await as('admin')('GET', '/api/projects')).body.projectList.find((x: { _id: string }) => x._id === p)
        .collectionList,
    ).toHaveLength(3);
  });

  it('are deleted by unlinking them from their series; the series and its instances stay', async () => {
    const s = await newSeries();
    const p = (await as('admin')('POST', '/api/projects', { body: { name: 'P', collectionList: [s] } })).body
      .project._id as string;
    const started = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: s, member: people.mary.id },
    });
    expect(started.status).toBe(201);
    expect((await as('admin')('DELETE', `/api/projects/${p}`)).status).toBe(200);
    expect((await seriesGet(s)).projectList).toEqual([]);
    expect(
      (await as('admin')('GET', `/api/membercollections/${started.body.memberCollection._id}`)).status,
    ).toBe(200);
    expect((await as('admin')('DELETE', `/api/projects/${p}`)).status).toBe(404);
  });
});

describe('workbooks', () => {
  it('are created with their templates and set as a member default, listed for that member', async () => {
    const t = await newTemplate();
    const w = await as('coordinator')('POST', '/api/workbooks/create', {
      body: { name: 'Intake', surveyIds: [t] },
    });
    expect(w.status).toBe(201);
    expect(w.body.workbook.surveys).toEqual([{ _id: t, name: 'Chapter' }]);
    const empty = await as('coordinator')('POST', '/api/workbooks/create', { body: { name: '' } });
    expect(empty.status).toBe(400);
    const id = w.body.workbook._id as string;
    const assign = await as('coordinator')('POST', '/api/workbooks/assign-collections', {
      body: { cordinator_id: people.coordinator.id, workbookId: [id], userIds: [people.mary.id] },
    });
    expect(assign.body).toEqual({ assigned: 1 });
    const twice = await as('coordinator')('POST', '/api/workbooks/assign-collections', {
      body: { workbookId: [id], userIds: [people.mary.id] },
    });
    expect(twice.body).toEqual({ assigned: 0 });
    const mine = await as('mary')('GET', '/api/workbooks/user');
    expect(mine.body.map((x: { _id: string }) => x._id)).toContain(id);
    const forged = await as('coordinator')('POST', '/api/workbooks/assign-collections', {
      body: { cordinator_id: people.admin.id, workbookId: [id], userIds: [people.paul.id] },
    });
    expect(forged.status).toBe(403);
  });
});
