import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg } from '@circles/shared/messages/validation';
import { MAX_JSON_DEPTH } from '@circles/shared/schemas/stored-json';
import { MAX_SERIES_TEMPLATES } from '@circles/shared/schemas/series';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { dynamoSeriesRepository } from '@circles/functions/series/data/series-repository';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Input the schemas accept but DynamoDB cannot hold (nesting past 32 levels, items past 400 KB, a
 * transaction past 4 MB or 100 items) must be refused with a 400 before anything is written, never
 * reach DynamoDB as a 500. Each case reads back that nothing changed.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

/** An object nested `depth` levels deep: { a: { a: … 1 } }. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

const panel = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'paneldynamic', name: 'pd', templateElements: [{ type: 'text', name: 't' }] },
        { type: 'text', name: 'q1' },
      ],
    },
  ],
};

/** A one-question definition of about `kb` KB (a long description). */
const sized = (kb: number) => ({
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', description: 'x'.repeat(kb * 1024) }] }],
});

async function newTemplate(name: string, surveyJSON: object): Promise<{ _id: string; version: number }> {
  const res = await as('admin')('POST', '/api/surveys', { body: { name, surveyJSON, isPublic: true } });
  expect(res.status).toBe(201);
  return res.body.survey;
}

const tooDeep = () => msg('validation.json.tooDeep', { max: MAX_JSON_DEPTH });

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('module template definitions DynamoDB cannot hold', () => {
  it('refuses to create a template nested 40 levels deep with 400, and stores nothing', async () => {
    const name = `Deep create ${Date.now()}`;
    const res = await as('admin')('POST', '/api/surveys', {
      body: { name, surveyJSON: { ...panel, extra: nested(40) } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'surveyJSON', message: tooDeep() }]);
    const list = await as('admin')('GET', '/api/surveys');
    expect(list.body.surveyList.map((s: { name: string }) => s.name)).not.toContain(name);
  });

  it('refuses to edit a template into 40 levels with 400, and leaves it as it was', async () => {
    const template = await newTemplate('Deep edit', panel);
    const res = await as('admin')('PATCH', `/api/surveys/${template._id}`, {
      body: { surveyJSON: { ...panel, extra: nested(40) }, version: template.version },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'surveyJSON', message: tooDeep() }]);
    const read = await as('admin')('GET', `/api/surveys/${template._id}`);
    expect(read.body.survey).toMatchObject({ version: template.version, surveyJSON: panel });
  });

  it('refuses a definition with an empty name inside or a number DynamoDB cannot store', async () => {
    for (const extra of [{ '': 1 }, { n: 1e20 }, { n: 1e-200 }]) {
      const res = await as('admin')('POST', '/api/surveys', {
        body: { name: 'Odd values', surveyJSON: { ...panel, extra } },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error.issues[0].path).toBe('surveyJSON');
    }
  });
});

describe('member answers DynamoDB cannot hold', () => {
  async function started() {
    const template = await newTemplate('Panel', panel);
    const res = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: template._id },
    });
    expect(res.status).toBe(201);
    return res.body.memberSurvey as { _id: string; version: number };
  }

  it.each([
    ['an object', (answers: object) => answers],
    ['a JSON string', (answers: object) => JSON.stringify(answers)],
  ])(
    'refuses a dynamic-panel item nested 40 levels deep given as %s, and keeps the answers',
    async (_, shape) => {
      const module = await started();
      const res = await as('admin')('PATCH', `/api/membersurveys/${module._id}`, {
        body: {
          action: 'save',
          responseJSON: shape({ pd: [{ t: 'x', deep: nested(40) }] }),
          version: module.version,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([{ path: 'responseJSON', message: tooDeep() }]);
      const read = await as('admin')('GET', `/api/membersurveys/${module._id}`);
      expect(read.body.memberSurvey).toMatchObject({ version: module.version, responseJSON: {} });
    },
  );

  it('refuses answers with an empty name inside or a number DynamoDB cannot store', async () => {
    const module = await started();
    for (const item of [{ '': 'x' }, { t: 1e20 }, { t: -1e-200 }]) {
      const res = await as('admin')('PATCH', `/api/membersurveys/${module._id}`, {
        body: { action: 'save', responseJSON: { pd: [item] }, version: module.version },
      });
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body.error.issues[0].path).toBe('responseJSON');
    }
    const read = await as('admin')('GET', `/api/membersurveys/${module._id}`);
    expect(read.body.memberSurvey).toMatchObject({ version: module.version, responseJSON: {} });
  });
});

describe('user fields DynamoDB cannot hold', () => {
  it('refuses a 900,000-character volunteer start date with 400, and keeps the user', async () => {
    const before = await as('admin')('GET', `/api/users/${people.volunteer.id}`);
    const res = await as('admin')('PATCH', `/api/users/${people.volunteer.id}/volinfo`, {
      body: { version: before.body.user.version, volInfo: { startDate: '2'.repeat(900_000) } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'volInfo.startDate', message: msg('validation.text.tooLong', { max: 10 }) },
    ]);
    const after = await as('admin')('GET', `/api/users/${people.volunteer.id}`);
    expect(after.body.user).toEqual(before.body.user);
  });
});

describe('series starts past one transaction', () => {
  /** Module ids of Paul's modules started from `templateIds`. */
  async function paulsModulesOf(templateIds: string[]): Promise<string[]> {
    const res = await as('admin')('GET', `/api/membersurveys?patientId=${people.paul.id}`);
    expect(res.status).toBe(200);
    return res.body.memberSurveyList
      .filter((m: { templateId: string }) => templateIds.includes(m.templateId))
      .map((m: { _id: string }) => m._id);
  }

  /** A series template over `surveyList`, written straight to the table (the API refuses to build it). */
  async function storedSeries(moduleTemplateIds: string[]): Promise<string> {
    const at = new Date().toISOString();
    const id = `limits-${Date.now()}-${moduleTemplateIds.length}`;
    await dynamoSeriesRepository.createTemplate(
      {
        id,
        name: `Limits ${moduleTemplateIds.length}`,
        surveyList: moduleTemplateIds,
        surveys: moduleTemplateIds.map((t) => ({ _id: t, name: 'Big' })),
        projectList: [],
        memberList: [],
        memberCollectionCount: 0,
        archived: false,
        createdAt: at,
        createdBy: people.admin.id,
        updatedAt: at,
        modifiedBy: people.admin.id,
        version: 1,
      },
      {
        id: `audit-${id}`,
        at,
        actorId: people.admin.id,
        actorRole: 'Admin',
        action: 'series.create',
        memberId: 'series-templates',
        outcome: 'allowed',
      },
    );
    return id;
  }

  async function expectRefusedStart(seriesId: string, templateIds: string[], message: unknown) {
    const res = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: seriesId, member: people.paul.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'collectionTemplate', message }]);
    const instances = await as('admin')('GET', `/api/membercollections?collectionTemplate=${seriesId}`);
    expect(instances.body.memberCollectionList).toEqual([]);
    expect(await paulsModulesOf(templateIds)).toEqual([]);
    const series = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.seriesTemplate(seriesId), ConsistentRead: true }),
    );
    expect(series.Item?.memberCollectionCount).toBe(0);
  }

  it('refuses to start a series of 15 templates of 290 KB (past 4 MB) with 400, writing nothing', async () => {
    const templates: string[] = [];
    for (let i = 0; i < 15; i += 1) templates.push((await newTemplate(`Big ${i}`, sized(290)))._id);
    const create = await as('admin')('POST', '/api/collections', {
      body: { name: 'Too big to start', surveyList: templates },
    });
    expect(create.status).toBe(400);
    expect(create.body.error.issues[0].path).toBe('surveyList');
    const seriesId = await storedSeries(templates);
    await expectRefusedStart(
      seriesId,
      templates,
      modulesMsg('modules.api.seriesTooLargeToStart', { size: 8.7, max: 4 }),
    );
  }, 120_000);

  it('starts a series of 6 templates of 290 KB (under 4 MB, counting each template item too)', async () => {
    const templates: string[] = [];
    for (let i = 0; i < 6; i += 1) templates.push((await newTemplate(`Fits big ${i}`, sized(290)))._id);
    const create = await as('admin')('POST', '/api/collections', {
      body: { name: 'Big but fits', surveyList: templates },
    });
    expect(create.status).toBe(201);
    const res = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: create.body.collection._id, member: people.paul.id },
    });
    expect(res.status).toBe(201);
    expect(await paulsModulesOf(templates)).toHaveLength(6);
  }, 120_000);

  it('refuses to start a series of more templates than one transaction holds, writing nothing', async () => {
    const count = MAX_SERIES_TEMPLATES + 1;
    const templates: string[] = [];
    for (let i = 0; i < count; i += 1) templates.push((await newTemplate(`Small ${i}`, panel))._id);
    const create = await as('admin')('POST', '/api/collections', {
      body: { name: 'Too many to start', surveyList: templates },
    });
    expect(create.status).toBe(400);
    expect(create.body.error.issues).toEqual([
      { path: 'surveyList', message: msg('validation.list.tooLong', { max: MAX_SERIES_TEMPLATES }) },
    ]);
    const seriesId = await storedSeries(templates);
    await expectRefusedStart(
      seriesId,
      templates,
      modulesMsg('modules.api.seriesTooManyToStart', { count, max: MAX_SERIES_TEMPLATES }),
    );
  }, 120_000);

  it('starts a series of the most templates one transaction holds', async () => {
    const templates: string[] = [];
    for (let i = 0; i < MAX_SERIES_TEMPLATES; i += 1)
      templates.push((await newTemplate(`Fits ${i}`, panel))._id);
    const create = await as('admin')('POST', '/api/collections', {
      body: { name: 'Just fits', surveyList: templates },
    });
    expect(create.status).toBe(201);
    const res = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: create.body.collection._id, member: people.paul.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.memberCollection.memberChapters).toHaveLength(MAX_SERIES_TEMPLATES);
  }, 120_000);
});
