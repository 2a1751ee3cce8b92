import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleTemplates } from '@circles/shared/instruments/library';
import { documentClient, tableName } from '../../functions/src/data/client';
import { keys } from '../../functions/src/data/keys';
import { canonicalJson, englishOnly } from '../../functions/local/seed-library-refresh';
import { libraryTemplateId, seedModules } from '../../functions/local/seed-modules';
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
      Key: keys.template(libraryTemplateId(key)),
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
