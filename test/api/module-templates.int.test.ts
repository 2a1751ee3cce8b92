import { beforeAll, describe, expect, it } from 'vitest';
import { moduleTemplates } from '@circles/shared/instruments/library';
import { libraryTemplateId } from '../../functions/local/seed-modules';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const survey = (...elements: object[]) => ({ pages: [{ name: 'p1', elements }] });
const oneQuestion = survey({ type: 'text', name: 'q1' });

async function createTemplate(body: object = { name: 'A template', surveyJSON: oneQuestion }) {
  const res = await as('admin')('POST', '/api/surveys', { body });
  expect(res.status).toBe(201);
  return res.body.survey as { _id: string; version: number };
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('module templates: reading', () => {
  it('lists the seeded library, newest first, without definitions', async () => {
    const res = await as('coordinator')('GET', '/api/surveys');
    expect(res.status).toBe(200);
    const list = res.body.surveyList as { _id: string; name: string; surveyJSON?: unknown }[];
    for (const t of moduleTemplates())
      expect(list.find((s) => s._id === libraryTemplateId(t.key))?.name).toBe(t.name);
    expect(list.every((s) => s.surveyJSON === undefined)).toBe(true);
  });

  it('answers one template with its SurveyJS definition', async () => {
    const id = libraryTemplateId('community-connections-05-goals');
    const res = await as('volunteer')('GET', `/api/surveys/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.survey).toMatchObject({ _id: id, name: '[5] Goals', archived: false, version: 1 });
    expect(Array.isArray(res.body.survey.surveyJSON.pages)).toBe(true);
  });

  it('answers 404 for an unknown template and 403 to a member reading one', async () => {
    expect((await as('admin')('GET', '/api/surveys/no-such-template')).status).toBe(404);
    const refused = await as('mary')(
      'GET',
      `/api/surveys/${libraryTemplateId('community-connections-05-goals')}`,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Not Authorized. Please refresh and try again.');
  });

  it('lists only the public templates to a member, who may start only from those', async () => {
    const hidden = await createTemplate({ name: 'Staff only', surveyJSON: oneQuestion });
    const list = await as('mary')('GET', '/api/surveys');
    expect(list.status).toBe(200);
    const ids = list.body.surveyList.map((s: { _id: string }) => s._id);
    expect(ids).toContain(libraryTemplateId('community-connections-05-goals'));
    expect(ids).not.toContain(hidden._id);
    expect(list.body.surveyList.every((s: { isPublic: boolean }) => s.isPublic)).toBe(true);
    const start = (templateId: string) =>
      as('mary')('POST', '/api/membersurveys', { body: { patientId: people.mary.id, templateId } });
    expect((await start(hidden._id)).status).toBe(404);
    expect((await start(libraryTemplateId('community-connections-05-goals'))).status).toBe(201);
  });
});

describe('module templates: creating', () => {
  it('creates a template with the caller as its author, whatever the body says', async () => {
    const res = await as('admin')('POST', '/api/surveys', {
      body: { name: '  New module ', surveyJSON: oneQuestion, createdBy: 'someone-else', version: 9 },
    });
    expect(res.status).toBe(201);
    expect(res.body.survey).toMatchObject({
      name: 'New module',
      isPublic: false,
      archived: false,
      createdBy: people.admin.id,
      createdByName: 'Ada Admin',
      modifiedBy: people.admin.id,
      version: 1,
      surveyJSON: oneQuestion,
    });
    const read = await as('admin')('GET', `/api/surveys/${res.body.survey._id}`);
    expect(read.body.survey.name).toBe('New module');
  });

  it.each([
    ['an empty name', { name: '', surveyJSON: oneQuestion }],
    ['a blank name', { name: '   ', surveyJSON: oneQuestion }],
    ['no name', { surveyJSON: oneQuestion }],
  ])('refuses %s with the spec text under the name', async (_case, body) => {
    const res = await as('admin')('POST', '/api/surveys', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toContainEqual({
      path: 'name',
      message: 'Module template name must not be empty.',
    });
  });

  it.each([
    ['not an object', 'text', 'surveyJSON'],
    ['pages that are no list', { pages: 'p1' }, 'surveyJSON.pages'],
    ['elements without a type', { pages: [{ elements: [{ name: 'x' }] }] }, 'surveyJSON.pages.0.elements'],
  ])('refuses a definition with %s', async (_case, surveyJSON, path) => {
    const res = await as('admin')('POST', '/api/surveys', { body: { name: 'X', surveyJSON } });
    expect(res.status).toBe(400);
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('refuses a definition survey-core cannot load, naming the question', async () => {
    const unknownType = await as('admin')('POST', '/api/surveys', {
      body: { name: 'X', surveyJSON: survey({ type: 'texxt', name: 'q7' }) },
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error.code).toBe('INVALID_SURVEY_JSON');
    expect(unknownType.body.error.message).toContain('"q7"');
    const twice = await as('admin')('POST', '/api/surveys', {
      body: { name: 'X', surveyJSON: survey({ type: 'text', name: 'a' }, { type: 'comment', name: 'a' }) },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toContain('Two questions are named "a"');
  });

  it('refuses a definition over 300 KB', async () => {
    const big = survey({ type: 'html', name: 'h', html: 'x'.repeat(310 * 1024) });
    const res = await as('admin')('POST', '/api/surveys', { body: { name: 'Big', surveyJSON: big } });
    expect(res.status).toBe(400);
    expect(res.body.error.issues[0].message).toContain('300 KB');
  });

  it('accepts an empty definition (the designer starts from one)', async () => {
    expect(
      (await as('admin')('POST', '/api/surveys', { body: { name: 'Empty', surveyJSON: {} } })).status,
    ).toBe(201);
  });

  it('lets only the Admin create', async () => {
    const res = await as('coordinator')('POST', '/api/surveys', {
      body: { name: 'X', surveyJSON: oneQuestion },
    });
    expect(res.status).toBe(403);
  });
});

describe('module templates: editing', () => {
  it('edits with the version read, and refuses a stale version with 409', async () => {
    const created = await createTemplate();
    const first = await as('admin')('PATCH', `/api/surveys/${created._id}`, {
      body: { name: 'Renamed', isPublic: true, version: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body.survey).toMatchObject({
      name: 'Renamed',
      isPublic: true,
      version: 2,
      surveyJSON: oneQuestion,
    });
    const stale = await as('admin')('PATCH', `/api/surveys/${created._id}`, {
      body: { name: 'Again', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    expect((await as('admin')('GET', `/api/surveys/${created._id}`)).body.survey.name).toBe('Renamed');
  });

  it('checks an edited definition and name like a new one', async () => {
    const created = await createTemplate();
    const path = `/api/surveys/${created._id}`;
    expect((await as('admin')('PATCH', path, { body: { name: ' ', version: 1 } })).status).toBe(400);
    const bad = await as('admin')('PATCH', path, {
      body: { surveyJSON: survey({ type: 'nope', name: 'z' }), version: 1 },
    });
    expect(bad.status).toBe(400);
    expect((await as('admin')('GET', path)).body.survey.version).toBe(1);
  });

  it('answers 404 for an unknown template', async () => {
    expect(
      (await as('admin')('PATCH', '/api/surveys/missing-one', { body: { name: 'X', version: 1 } })).status,
    ).toBe(404);
  });

  it('never changes a module already started from the template', async () => {
    const created = await createTemplate();
    const started = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: created._id },
    });
    expect(started.status).toBe(201);
    const edited = survey({ type: 'text', name: 'q1' }, { type: 'text', name: 'q2' });
    expect(
      (
        await as('admin')('PATCH', `/api/surveys/${created._id}`, {
          body: { surveyJSON: edited, version: 1 },
        })
      ).status,
    ).toBe(200);
    const module = await as('admin')('GET', `/api/membersurveys/${started.body.memberSurvey._id}`);
    expect(module.body.memberSurvey.surveyJSON).toEqual(oneQuestion);
  });
});

describe('module templates: deleting', () => {
  it('removes a template no module uses', async () => {
    const created = await createTemplate();
    const res = await as('admin')('DELETE', `/api/surveys/${created._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: created._id, archived: false });
    expect((await as('admin')('GET', `/api/surveys/${created._id}`)).status).toBe(404);
    expect((await as('admin')('DELETE', `/api/surveys/${created._id}`)).status).toBe(404);
  });

  it('archives a template in use: gone from the list, readable by id, not startable, modules intact', async () => {
    const created = await createTemplate({ name: 'In use', surveyJSON: oneQuestion });
    const started = await as('volunteer')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: created._id },
    });
    expect(started.status).toBe(201);
    const res = await as('admin')('DELETE', `/api/surveys/${created._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: created._id, archived: true });
    const list = await as('admin')('GET', '/api/surveys');
    expect(list.body.surveyList.some((s: { _id: string }) => s._id === created._id)).toBe(false);
    const read = await as('admin')('GET', `/api/surveys/${created._id}`);
    expect(read.status).toBe(200);
    expect(read.body.survey.archived).toBe(true);
    const again = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: created._id },
    });
    expect(again.status).toBe(404);
    const module = await as('volunteer')('GET', `/api/membersurveys/${started.body.memberSurvey._id}`);
    expect(module.status).toBe(200);
    expect(module.body.memberSurvey.surveyJSON).toEqual(oneQuestion);
  });

  it('lets only the Admin delete', async () => {
    const created = await createTemplate();
    expect((await as('coordinator')('DELETE', `/api/surveys/${created._id}`)).status).toBe(403);
    expect((await as('admin')('GET', `/api/surveys/${created._id}`)).status).toBe(200);
  });
});
