import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { leadCreateBodySchema } from '@circles/shared/schemas/lead';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys, type TableKey } from '@circles/functions/platform/data/keys';
import { dynamoLeadsRepository } from '@circles/functions/public/data/leads-repository';
import { dynamoMemberModulesRepository } from '@circles/functions/modules/data/member-modules-repository';
import { dynamoTemplatesRepository } from '@circles/functions/modules/data/module-templates-repository';
import { dynamoSeriesRepository } from '@circles/functions/series/data/series-repository';
import { storedType } from '@circles/functions/platform/data/stored-types';
import { toRecord } from '@circles/functions/public/leads';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * Issue 22 item 3: the code calls its items by the glossary's names, but the table keeps the `type`
 * bytes it always stored (`storedType` maps one to the other; no migration). An item written through
 * a repository today carries the old bytes, and reads back through the repository as its record.
 */
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const storedTypeAt = async (key: TableKey) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }))).Item?.type;

const oneQuestion = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] };

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('stored item types', () => {
  it('writes a module template as `Survey` and reads it back through its repository', async () => {
    const res = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Stored', surveyJSON: oneQuestion },
    });
    expect(res.status).toBe(201);
    const id = res.body.survey._id as string;

    expect(await storedTypeAt(keys.moduleTemplate(id))).toBe('Survey');
    expect(storedType.moduleTemplate).toBe('Survey');
    expect(await dynamoTemplatesRepository.get(id)).toMatchObject({ id, name: 'Stored' });
  });

  it('writes a series template, its instance and chapters with their old types, and reads them back', async () => {
    const template = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Chapter', surveyJSON: oneQuestion },
    });
    const series = await as('admin')('POST', '/api/collections', {
      body: { name: 'Stored series', surveyList: [template.body.survey._id] },
    });
    expect(series.status).toBe(201);
    const seriesId = series.body.collection._id as string;
    const started = await as('admin')('POST', '/api/membercollections', {
      body: { collectionTemplate: seriesId, member: people.mary.id },
    });
    expect(started.status).toBe(201);
    const instanceId = started.body.memberCollection._id as string;
    const chapterId = started.body.memberCollection.memberChapters[0]._id as string;

    expect(await storedTypeAt(keys.seriesTemplate(seriesId))).toBe('Collection');
    expect(await storedTypeAt(keys.seriesInstance(instanceId))).toBe('MemberCollection');
    expect(await storedTypeAt(keys.memberModule(chapterId))).toBe('MemberSurvey');
    expect(await storedTypeAt(keys.memberModuleDefinition(chapterId))).toBe('MemberSurveyDefinition');
    expect(await storedTypeAt(keys.memberModuleAnswers(chapterId))).toBe('MemberSurveyAnswers');

    expect(await dynamoSeriesRepository.getTemplate(seriesId)).toMatchObject({
      id: seriesId,
      name: 'Stored series',
    });
    expect(await dynamoSeriesRepository.getInstance(instanceId)).toMatchObject({
      id: instanceId,
      member: people.mary.id,
    });
    const chapter = await dynamoMemberModulesRepository.get(chapterId);
    expect(chapter?.meta).toMatchObject({ id: chapterId, patientId: people.mary.id });
    expect(chapter?.surveyJSON).toEqual(oneQuestion);
  });

  it('writes a lead as `PublicSurvey` and reads the same record back through its repository', async () => {
    const body = leadCreateBodySchema.parse({
      submissionId: randomUUID(),
      surveyTemplate: SCREENER_TEMPLATE_ID,
      memberInfo: { firstName: 'Stored', lastName: 'Lead', email: 'stored.lead@example.org' },
      source: 'CARP',
      responseJSON: {
        household2_size: 2,
        community_activity_participate: 1,
        life_satisfaction2: 8,
        local_community_belonging: 2,
        lack_companionship: 0,
        feel_leftout: 0,
        feel_isolated: 1,
        con_que: 1,
      },
    });
    const record = toRecord(body, new Date().toISOString(), randomUUID());
    expect(await dynamoLeadsRepository.putNew(record)).toBe(true);

    expect(await storedTypeAt(keys.lead(record.id))).toBe('PublicSurvey');
    expect(await dynamoLeadsRepository.get(record.id)).toEqual(record);
  });
});
