import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleTemplates } from '@circles/shared/instruments/library';
import { documentClient, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import { canonicalJson, englishOnly } from '../../functions/local/seed-library-refresh';
import { libraryTemplateId, seedModules } from '../../functions/local/seed-modules';
import { librarySeriesId, seedSeries } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 25: a local table seeded before the library had its French gets the localised templates on the
 * next `npm start`; what a person edited stays, and the stored answers and reports do not move.
 */
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const library = (key: string) => moduleTemplates().find((t) => t.key === key)!.surveyJSON;
const HEALTH = 'community-connections-06-health';
const GOALS = 'community-connections-05-goals';
/** Mary's completed Health module (seed-modules.ts), started from the library's Health template. */
const MARY_HEALTH = 'demo-mary-3';
const REPORT_KINDS = ['neighbours', 'Screen', 'qoflShort', 'qofl'] as const;

const template = async (key: string) =>
  (await as('admin')('GET', `/api/surveys/${libraryTemplateId(key)}`)).body.survey as {
    surveyJSON: unknown;
    version: number;
  };
const module = async () =>
  (await as('admin')('GET', `/api/membersurveys/${MARY_HEALTH}`)).body.memberSurvey as Record<
    string,
    unknown
  >;
const reports = async () =>
  Promise.all(
    REPORT_KINDS.map(
      async (kind) => (await as('admin')('GET', `/api/reports/${kind}/user/${people.mary.id}`)).body,
    ),
  );

/** Puts back a template as the seed wrote it before the French (or as a person edited it). */
async function storeEnglishTemplate(key: string, modifiedBy: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.moduleTemplate(libraryTemplateId(key)),
      UpdateExpression: 'SET surveyJSON = :json, modifiedBy = :by',
      ExpressionAttributeValues: { ':json': englishOnly(library(key)), ':by': modifiedBy },
    }),
  );
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('the seed on a table seeded before the French', () => {
  it('gives the library templates and the modules started from them their French, keeping answers, reports and edits', async () => {
    const before = { module: await module(), reports: await reports() };
    await storeEnglishTemplate(HEALTH, 'seed');
    await storeEnglishTemplate(GOALS, people.admin.id);
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.memberModuleDefinition(MARY_HEALTH),
          type: 'MemberSurveyDefinition',
          surveyJSON: englishOnly(library(HEALTH)),
        },
      }),
    );
    const englishHealth = await template(HEALTH);
    expect(canonicalJson(englishHealth.surveyJSON)).not.toContain('"fr"');
    expect(canonicalJson((await module()).surveyJSON)).not.toContain('"fr"');

    await seedModules();

    const health = await template(HEALTH);
    expect(canonicalJson(health.surveyJSON)).toBe(canonicalJson(library(HEALTH)));
    expect(health.version).toBe(englishHealth.version + 1);
    // An Admin's edit is never overwritten, even when it is the English of the library.
    expect(canonicalJson((await template(GOALS)).surveyJSON)).toBe(
      canonicalJson(englishOnly(library(GOALS))),
    );
    const after = await module();
    expect(canonicalJson(after.surveyJSON)).toBe(canonicalJson(library(HEALTH)));
    const { surveyJSON: _was, ...unchanged } = before.module;
    const { surveyJSON: _now, ...still } = after;
    expect(still).toEqual(unchanged);
    expect(await reports()).toEqual(before.reports);

    await seedModules();
    expect((await template(HEALTH)).version).toBe(health.version);
  });
});

/**
 * Takes attributes off a stored item, as a table seeded before they existed holds it; a path such as
 * `surveys[5].nameFr` takes one nested attribute.
 */
async function remove(key: { pk: string; sk: string }, ...paths: string[]): Promise<void> {
  const names: string[] = [];
  const placeholder = (name: string) => `#a${names.push(name) - 1}`;
  const expressions = paths.map((path) =>
    path
      .split('.')
      .map((part) => part.replace(/^[^[]+/, placeholder))
      .join('.'),
  );
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `REMOVE ${expressions.join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
    }),
  );
}

describe('the seed on a table seeded before the French names (issue 25)', () => {
  const CC = librarySeriesId('community-connections');
  /** Mary's first finished Community Connections round (seed-rounds.ts), with its report round. */
  const MARY_CC = 'demo-series-mary-cc-1';

  it('names the library templates, series, modules, instances and rounds in French, keeping what an Admin named', async () => {
    await remove(keys.moduleTemplate(libraryTemplateId(HEALTH)), 'nameFr', 'textsWithoutFrench');
    // An Admin renamed Goals before the French names: it keeps its name and gets no French one.
    await remove(keys.moduleTemplate(libraryTemplateId(GOALS)), 'nameFr');
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.moduleTemplate(libraryTemplateId(GOALS)),
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'name' },
        ExpressionAttributeValues: { ':n': 'Goals (our wording)' },
      }),
    );
    await remove(keys.seriesTemplate(CC), 'nameFr', 'surveys[5].nameFr');
    await remove(keys.memberModule(MARY_HEALTH), 'nameFr');
    await remove(keys.seriesInstance(MARY_CC), 'collectionNameFr');
    await remove(keys.reportRound(people.mary.id, 'cc', MARY_CC), 'collectionNameFr');
    const admin = as('admin');
    const listed = async () =>
      ((await admin('GET', '/api/surveys')).body.surveyList as Record<string, unknown>[]).filter((t) =>
        [HEALTH, GOALS].map(libraryTemplateId).includes(String(t._id)),
      );
    expect((await listed()).map((t) => [t.name, t.nameFr, t.missingFrench])).toEqual(
      expect.arrayContaining([
        ['[6] Health', undefined, true],
        ['Goals (our wording)', undefined, true],
      ]),
    );

    await seedModules();
    await seedSeries();

    expect((await listed()).map((t) => [t.name, t.nameFr, t.missingFrench])).toEqual(
      expect.arrayContaining([
        ['[6] Health', '[6] Santé', false],
        ['Goals (our wording)', undefined, true],
      ]),
    );
    const series = (await admin('GET', `/api/collections/${CC}`)).body.collection as {
      nameFr?: string;
      surveys: { name: string; nameFr?: string }[];
    };
    expect(series.nameFr).toBe('Liens avec la communauté');
    expect(series.surveys[5]).toMatchObject({ name: '[6] Health', nameFr: '[6] Santé' });
    expect((await module()).nameFr).toBe('[6] Santé');
    const instance = (await admin('GET', `/api/membercollections/${MARY_CC}`)).body.memberCollection as {
      collectionNameFr?: string;
    };
    expect(instance.collectionNameFr).toBe('Liens avec la communauté');
    const completed = (await admin('GET', `/api/reports/completed/user/${people.mary.id}`)).body as {
      reports: { _id: string; collectionNameFr?: string }[];
    };
    expect(completed.reports.find((r) => r._id === MARY_CC)?.collectionNameFr).toBe(
      'Liens avec la communauté',
    );
  });
});
