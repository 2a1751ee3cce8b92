import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 25: a template's French name beside the spec's `name`, copied to what is started from it, and
 * the list's flag of a template a French reader would partly read in English.
 */
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const question = (title: unknown) => ({
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', title }] }],
});

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

/** The template as the list shows it. */
async function listed(id: string) {
  const list = (await as('admin')('GET', '/api/surveys')).body.surveyList as Record<string, unknown>[];
  return list.find((t) => t._id === id);
}

describe('French names and the missing-French flag of module templates', () => {
  it('flags a template in the list until its texts and its name have French, edit by edit', async () => {
    const created = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Outings', surveyJSON: question('Where did you go?') },
    });
    expect(created.status).toBe(201);
    const id = created.body.survey._id as string;
    expect(created.body.survey).toMatchObject({ name: 'Outings', missingFrench: true });
    expect(created.body.survey.nameFr).toBeUndefined();
    expect(await listed(id)).toMatchObject({ missingFrench: true });

    const named = await as('admin')('PATCH', `/api/surveys/${id}`, {
      body: { nameFr: '  Sorties ', version: 1 },
    });
    expect(named.body.survey).toMatchObject({ nameFr: 'Sorties', missingFrench: true });
    expect(await listed(id)).toMatchObject({ nameFr: 'Sorties', missingFrench: true });

    const translated = await as('admin')('PATCH', `/api/surveys/${id}`, {
      body: { surveyJSON: question({ default: 'Where did you go?', fr: 'Où êtes-vous allé?' }), version: 2 },
    });
    expect(translated.body.survey.missingFrench).toBe(false);
    expect(await listed(id)).toMatchObject({ name: 'Outings', nameFr: 'Sorties', missingFrench: false });

    // Clearing the French name flags it again.
    await as('admin')('PATCH', `/api/surveys/${id}`, { body: { nameFr: '', version: 3 } });
    expect(await listed(id)).toMatchObject({ missingFrench: true });
  });

  it('flags a template stored before its count was kept, and counts it on its next edit, whatever changes', async () => {
    const created = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Visits', surveyJSON: question('Who visited you?') },
    });
    const id = created.body.survey._id as string;
    // As an older table holds it: no count of texts without French.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.moduleTemplate(id),
        UpdateExpression: 'REMOVE textsWithoutFrench',
      }),
    );
    expect(await listed(id)).toMatchObject({ missingFrench: true });
    // Only the French name added: its English-only question still flags it.
    const named = await as('admin')('PATCH', `/api/surveys/${id}`, {
      body: { nameFr: 'Visites', version: 1 },
    });
    expect(named.status).toBe(200);
    expect(await listed(id)).toMatchObject({ nameFr: 'Visites', missingFrench: true });
    const translated = await as('admin')('PATCH', `/api/surveys/${id}`, {
      body: {
        surveyJSON: question({ default: 'Who visited you?', fr: 'Qui vous a rendu visite?' }),
        version: 2,
      },
    });
    expect(translated.status).toBe(200);
    expect(await listed(id)).toMatchObject({ missingFrench: false });
  });

  it('refuses a French name longer than a name may be, changing nothing', async () => {
    const res = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Long', nameFr: 'é'.repeat(201), surveyJSON: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['nameFr']);
  });

  it("copies the template's French name to a member module started from it, and a series' to its instance", async () => {
    const template = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Outings', nameFr: 'Sorties', surveyJSON: question('Where?') },
    });
    const id = template.body.survey._id as string;
    const started = await as('admin')('POST', '/api/membersurveys', {
      body: { patientId: people.mary.id, templateId: id },
    });
    expect(started.body.memberSurvey).toMatchObject({ name: 'Outings', nameFr: 'Sorties' });
    const own = await as('mary')('GET', '/api/membersurveys/user/surveys');
    expect(
      own.body.memberSurveys.find((m: { _id: string }) => m._id === started.body.memberSurvey._id),
    ).toMatchObject({ nameFr: 'Sorties' });

    const series = await as('admin')('POST', '/api/collections', {
      body: { name: 'Summer', nameFr: 'Été', surveyList: [id] },
    });
    expect(series.status).toBe(201);
    expect(series.body.collection).toMatchObject({
      name: 'Summer',
      nameFr: 'Été',
      surveys: [{ _id: id, name: 'Outings', nameFr: 'Sorties' }],
    });
    const instance = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: series.body.collection._id, member: people.mary.id },
    });
    expect(instance.status).toBe(201);
    expect(instance.body.memberCollection).toMatchObject({
      collectionName: 'Summer',
      collectionNameFr: 'Été',
      memberChapters: [{ name: 'Outings', nameFr: 'Sorties' }],
    });
  });
});
