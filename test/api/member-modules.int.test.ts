import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/data/client';
import { keys } from '@circles/functions/data/keys';
import { libraryTemplateId, seedModules } from '../../functions/local/seed-modules';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const COMPLETE_TEXT = 'Please complete all required fields before marking as complete.';

/** One question of each type spec 001 §4 counts, and an html block it ignores. */
const everyType = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'html', name: 'intro', html: '<p>Welcome</p>' },
        { type: 'matrix', name: 'm', rows: ['r1', 'r2'], columns: [1, 2] },
        {
          type: 'matrixdropdown',
          name: 'd',
          rows: ['r1', 'r2'],
          columns: [
            { name: 'c1', cellType: 'text' },
            { name: 'c2', cellType: 'text' },
          ],
        },
        { type: 'checkbox', name: 'c', choices: [1, 2, 3] },
        { type: 'text', name: 't' },
        { type: 'radiogroup', name: 'r', choices: [1, 2] },
        { type: 'rating', name: 'g', rateMin: 1, rateMax: 5 },
      ],
    },
  ],
};
const everyAnswer = {
  m: { r1: 1, r2: 2 },
  d: { r1: { c1: 'a', c2: 'b' }, r2: { c1: 'c', c2: 'd' } },
  c: [1, 3],
  t: 'Some text',
  r: 2,
  g: 4,
};

async function newTemplate(surveyJSON: object = everyType): Promise<string> {
  const res = await as('admin')('POST', '/api/surveys', {
    body: { name: 'Every type', surveyJSON, isPublic: true },
  });
  expect(res.status).toBe(201);
  return res.body.survey._id;
}

/** Starts a module of `member` from a new template, as `by`. */
async function start(member: DemoWho, by: DemoWho = 'admin', surveyJSON?: object) {
  const res = await as(by)('POST', '/api/membersurveys', {
    body: { patientId: people[member].id, templateId: await newTemplate(surveyJSON) },
  });
  expect(res.status).toBe(201);
  return res.body.memberSurvey as { _id: string; version: number };
}

function patch(by: DemoWho, id: string, body: object) {
  return as(by)('PATCH', `/api/membersurveys/${id}`, { body });
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('starting a member module', () => {
  it('copies the template into a new module of the member; server fields never come from the body', async () => {
    const templateId = await newTemplate();
    const res = await as('volunteer')('POST', '/api/membersurveys', {
      body: {
        patientId: people.mary.id,
        templateId,
        name: 'Other name',
        surveyJSON: { pages: [] },
        responseJSON: '{"t":"x"}',
        completeness: 100,
        approved: true,
        createdBy: people.admin.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.memberSurvey).toMatchObject({
      name: 'Every type',
      templateId,
      memberCollection: null,
      patientId: people.mary.id,
      patientName: 'Mary Member',
      surveyJSON: everyType,
      responseJSON: {},
      completeness: 0,
      completed: false,
      approved: false,
      canRestore: false,
      createdBy: people.volunteer.id,
      createdByName: 'Victor Volunteer',
      version: 1,
    });
  });

  it('asks for a member and a module with the spec texts', async () => {
    const res = await as('admin')('POST', '/api/membersurveys', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'patientId', message: 'Please select a patient.' },
        { path: 'templateId', message: 'Please select a booklet.' },
      ]),
    );
  });

  it('starts modules for members only, from templates that exist', async () => {
    const templateId = await newTemplate();
    const forStaff = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.volunteer.id, templateId },
    });
    expect(forStaff.status).toBe(400);
    expect(forStaff.body.error.issues).toEqual([{ path: 'patientId', message: 'Please select a patient.' }]);
    const noTemplate = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: 'no-such-template' },
    });
    expect(noTemplate.status).toBe(404);
    const noMember = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: 'no-such-member', templateId },
    });
    expect(noMember.status).toBe(404);
  });

  it('lets a member start a module for themselves only', async () => {
    expect((await start('paul', 'paul'))._id).toBeTruthy();
    const other = await as('paul')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: await newTemplate() },
    });
    expect(other.status).toBe(404);
  });
});

describe('reading member modules', () => {
  it('lists what each caller may see, newest first', async () => {
    type Row = { patientId: string; createdAt: string; _id: string };
    const lists: Record<string, Row[]> = Object.fromEntries(
      await Promise.all(
        (['admin', 'coordinator', 'volunteer', 'mary'] as const).map(async (who) => {
          const res = await as(who)('GET', '/api/membersurveys');
          expect(res.status).toBe(200);
          return [who, res.body.memberSurveyList as Row[]];
        }),
      ),
    );
    const owners = (who: string) => new Set(lists[who]!.map((m) => m.patientId));
    expect(owners('admin')).toEqual(new Set([people.mary.id, people.paul.id]));
    expect(owners('coordinator')).toEqual(new Set([people.paul.id]));
    expect(owners('volunteer')).toEqual(new Set([people.mary.id]));
    expect(owners('mary')).toEqual(new Set([people.mary.id]));
    const dates = lists.admin!.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(lists.mary!.map((m) => m._id)).toEqual(expect.arrayContaining(['demo-mary-1', 'demo-mary-5']));
  });

  it('narrows to one member in scope, 404 outside it', async () => {
    const mine = await as('volunteer')('GET', `/api/membersurveys?patientId=${people.mary.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.memberSurveyList.length).toBeGreaterThan(0);
    expect((await as('volunteer')('GET', `/api/membersurveys?patientId=${people.paul.id}`)).status).toBe(404);
  });

  it("answers the caller's own modules with their count", async () => {
    const mary = await as('mary')('GET', '/api/membersurveys/user/surveys');
    expect(mary.status).toBe(200);
    expect(mary.body.count).toBe(mary.body.memberSurveys.length);
    expect(mary.body.memberSurveys.every((m: { patientId: string }) => m.patientId === people.mary.id)).toBe(
      true,
    );
    const staff = await as('volunteer')('GET', '/api/membersurveys/user/surveys');
    expect(staff.body).toEqual({ count: 0, memberSurveys: [] });
  });

  it('answers one module with what its details dialog shows, and audits the read', async () => {
    const res = await as('volunteer')('GET', '/api/membersurveys/demo-mary-1');
    expect(res.status).toBe(200);
    expect(res.body.memberSurvey).toMatchObject({
      _id: 'demo-mary-1',
      name: "[3] Who's in My Circle",
      templateId: libraryTemplateId('community-connections-03-whos-in-my-circle'),
      completeness: 100,
      completed: true,
      approved: true,
      approvedBy: people.admin.id,
      approvedByName: 'Ada Admin',
      createdByName: 'Victor Volunteer',
      modifiedByName: 'Ada Admin',
    });
    expect(Object.keys(res.body.memberSurvey.responseJSON).length).toBeGreaterThan(0);
    const events = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditEvent(people.mary.id, '', '').pk },
      }),
    );
    expect(
      events.Items?.some((e) => e.actorId === people.volunteer.id && e.action === 'memberModule.read'),
    ).toBe(true);
  });

  it('answers 404 for a module outside the scope or missing', async () => {
    expect((await as('coordinator')('GET', '/api/membersurveys/demo-mary-1')).status).toBe(404);
    expect((await as('admin')('GET', '/api/membersurveys/nothing-here')).status).toBe(404);
  });
});

describe('saving answers', () => {
  it('computes completeness on the server per question type, ignoring the body and html', async () => {
    const module = await start('mary', 'volunteer');
    let version = module.version;
    const cases: [answers: Record<string, unknown>, expected: number][] = [
      [{ t: 'Some text' }, 16], // 1 of 6 questions (html ignored)
      [{ t: '   ' }, 0], // blank text
      [{ m: { r1: 1 } }, 0], // matrix: only when all rows are answered
      [{ m: { r1: 1, r2: 2 } }, 16],
      [{ d: { r1: { c1: 'a' } } }, 4], // matrixdropdown: a quarter of its cells
      [{ c: [] }, 0], // checkbox: at least one choice
      [{ c: [2] }, 16],
      [{ r: 1 }, 16], // radiogroup: a value
      [{ g: 1 }, 16], // rating: a value
      [everyAnswer, 100],
    ];
    for (const [answers, expected] of cases) {
      const res = await patch('volunteer', module._id, {
        action: 'save',
        responseJSON: answers,
        completeness: 100 - expected || 50,
        version,
      });
      expect(res.status, JSON.stringify(answers)).toBe(200);
      expect(res.body.memberSurvey.completeness, JSON.stringify(answers)).toBe(expected);
      version = res.body.memberSurvey.version;
    }
    const read = await as('mary')('GET', `/api/membersurveys/${module._id}`);
    expect(read.body.memberSurvey).toMatchObject({
      responseJSON: everyAnswer,
      completeness: 100,
      modifiedBy: people.volunteer.id,
      modifiedByName: 'Victor Volunteer',
      version,
    });
  });

  it('takes the answers as the spec JSON string too', async () => {
    const module = await start('mary');
    const res = await patch('mary', module._id, { action: 'save', responseJSON: '{"t":"x"}', version: 1 });
    expect(res.status).toBe(200);
    expect(res.body.memberSurvey.responseJSON).toEqual({ t: 'x' });
  });

  it.each([
    ['a wrong type', { t: ['a list'] }, 't'],
    ['a choice that does not exist', { r: 7 }, 'r'],
    ['a checkbox choice that does not exist', { c: [1, 9] }, 'c'],
    ['a rating out of its scale', { g: 6 }, 'g'],
    ['a matrix row that does not exist', { m: { r9: 1 } }, 'm'],
    ['an unknown question', { nope: 'x' }, 'nope'],
    ['an answer to an html block', { intro: 'x' }, 'intro'],
  ])('refuses %s with 400 naming the question, changing nothing', async (_case, answers, name) => {
    const module = await start('paul', 'coordinator');
    const res = await patch('coordinator', module._id, { action: 'save', responseJSON: answers, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_ANSWER');
    expect(res.body.error.issues[0].path).toBe(`responseJSON.${name}`);
    expect(res.body.error.message).toContain(`"${name}"`);
    expect(
      (await as('coordinator')('GET', `/api/membersurveys/${module._id}`)).body.memberSurvey.version,
    ).toBe(1);
  });

  it('refuses a stale version with 409 and keeps the newer answers', async () => {
    const module = await start('mary');
    expect(
      (await patch('admin', module._id, { action: 'save', responseJSON: { t: 'first' }, version: 1 })).status,
    ).toBe(200);
    const stale = await patch('volunteer', module._id, {
      action: 'save',
      responseJSON: { t: 'second' },
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    expect(
      (await as('admin')('GET', `/api/membersurveys/${module._id}`)).body.memberSurvey.responseJSON,
    ).toEqual({
      t: 'first',
    });
  });

  it('restores the previous saved answers, and back again', async () => {
    const module = await start('mary', 'mary');
    const noPrevious = await patch('mary', module._id, { action: 'restore', version: 1 });
    expect(noPrevious.status).toBe(409);
    expect(noPrevious.body.error.code).toBe('NO_PREVIOUS_STATE');
    await patch('mary', module._id, { action: 'save', responseJSON: { t: 'A' }, version: 1 });
    const second = await patch('mary', module._id, {
      action: 'save',
      responseJSON: { t: 'B', r: 1 },
      version: 2,
    });
    expect(second.body.memberSurvey.canRestore).toBe(true);
    const restored = await patch('mary', module._id, { action: 'restore', version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body.memberSurvey).toMatchObject({
      responseJSON: { t: 'A' },
      completeness: 16,
      version: 4,
    });
    const back = await patch('mary', module._id, { action: 'restore', version: 4 });
    expect(back.body.memberSurvey.responseJSON).toEqual({ t: 'B', r: 1 });
  });
});

describe('marking complete', () => {
  it('refuses below 100 with the spec text, changing nothing', async () => {
    const module = await start('mary');
    const res = await patch('volunteer', module._id, {
      action: 'complete',
      responseJSON: { t: 'x' },
      version: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMPLETE_TEXT);
    const read = await as('volunteer')('GET', `/api/membersurveys/${module._id}`);
    expect(read.body.memberSurvey).toMatchObject({ completed: false, version: 1, responseJSON: {} });
  });

  it('refuses at 100 when the answers fail a validator', async () => {
    const json = {
      pages: [{ elements: [{ type: 'text', name: 'n', validators: [{ type: 'numeric', minValue: 5 }] }] }],
    };
    const module = await start('mary', 'admin', json);
    const res = await patch('admin', module._id, { action: 'complete', responseJSON: { n: 2 }, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMPLETE_TEXT);
  });

  it('completes at 100 and locks the answers (409 on every later answer write)', async () => {
    const module = await start('paul', 'coordinator');
    const done = await patch('coordinator', module._id, {
      action: 'complete',
      responseJSON: everyAnswer,
      version: 1,
    });
    expect(done.status).toBe(200);
    expect(done.body.memberSurvey).toMatchObject({ completed: true, completeness: 100, version: 2 });
    expect(done.body.memberSurvey.completedAt).toBeTruthy();
    for (const body of [
      { action: 'save', responseJSON: { t: 'later' }, version: 2 },
      { action: 'complete', version: 2 },
      { action: 'restore', version: 2 },
    ]) {
      const res = await patch('coordinator', module._id, body);
      expect(res.status, body.action).toBe(409);
      expect(res.body.error.code).toBe('MODULE_LOCKED');
    }
  });
});

describe('approving', () => {
  it('lets the Admin approve once; a second approve changes nothing', async () => {
    const module = await start('mary');
    const first = await patch('admin', module._id, { action: 'approve', version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.memberSurvey).toMatchObject({
      approved: true,
      approvedBy: people.admin.id,
      approvedByName: 'Ada Admin',
      version: 2,
    });
    const second = await patch('admin', module._id, { action: 'approve', version: 2 });
    expect(second.status).toBe(200);
    expect(second.body.memberSurvey).toEqual(first.body.memberSurvey);
    const save = await patch('volunteer', module._id, {
      action: 'save',
      responseJSON: { t: 'x' },
      version: 2,
    });
    expect(save.status).toBe(409);
  });

  it('lets an assigned Coordinator approve; Volunteer and Patient get 403', async () => {
    const paulModule = await start('paul');
    expect((await patch('paul', paulModule._id, { action: 'approve', version: 1 })).status).toBe(403);
    expect((await patch('coordinator', paulModule._id, { action: 'approve', version: 1 })).status).toBe(200);
    const maryModule = await start('mary');
    expect((await patch('volunteer', maryModule._id, { action: 'approve', version: 1 })).status).toBe(403);
    expect((await patch('coordinator', maryModule._id, { action: 'approve', version: 1 })).status).toBe(404);
  });
});

describe('deleting', () => {
  it('lets an assigned Coordinator delete; a Volunteer gets 403', async () => {
    const module = await start('paul');
    expect((await as('volunteer')('DELETE', `/api/membersurveys/${module._id}`)).status).toBe(403);
    const res = await as('coordinator')('DELETE', `/api/membersurveys/${module._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: module._id });
    expect((await as('admin')('GET', `/api/membersurveys/${module._id}`)).status).toBe(404);
    expect((await as('admin')('DELETE', `/api/membersurveys/${module._id}`)).status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('seeds answered, completed and approved modules for Mary and partial ones for Paul', async () => {
    const mary = (await as('admin')('GET', `/api/membersurveys?patientId=${people.mary.id}`)).body
      .memberSurveyList;
    const byId = new Map(mary.map((m: { _id: string }) => [m._id, m]));
    expect(byId.get('demo-mary-1')).toMatchObject({ completed: true, approved: true, completeness: 100 });
    expect(byId.get('demo-mary-3')).toMatchObject({ completed: true, approved: false, completeness: 100 });
    expect((byId.get('demo-mary-5') as { completeness: number }).completeness).toBeGreaterThan(0);
    expect((byId.get('demo-mary-5') as { completeness: number }).completeness).toBeLessThan(100);
    const paul = await as('coordinator')('GET', '/api/membersurveys/demo-paul-2');
    expect(paul.body.memberSurvey).toMatchObject({ completeness: 0, responseJSON: {} });
  });

  it('changes nothing when run again', async () => {
    const before = await as('admin')('GET', '/api/membersurveys/demo-mary-5');
    const templates = (await as('admin')('GET', '/api/surveys')).body.surveyList.length;
    await seedModules();
    const after = await as('admin')('GET', '/api/membersurveys/demo-mary-5');
    expect(after.body.memberSurvey).toEqual(before.body.memberSurvey);
    expect((await as('admin')('GET', '/api/surveys')).body.surveyList.length).toBe(templates);
  });
});
