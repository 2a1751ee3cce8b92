import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { documentClient, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import type { ApiAnswer } from './api';

/** Who the cross-member tests sign in as: the demo users, and Lena of the other facility. */
export type Who = 'admin' | 'coordinator' | 'volunteer' | 'mary' | 'paul' | 'lena';

/** The demo names of {@link Who} (functions/local/seed.ts, seed-people.ts). */
export const DEMO_NAMES: readonly (readonly [Who, string])[] = [
  ['admin', 'Ada Admin'],
  ['coordinator', 'Cora Coordinator'],
  ['volunteer', 'Victor Volunteer'],
  ['mary', 'Mary Member'],
  ['paul', 'Paul Member'],
  ['lena', 'Lena Lakeshore'],
];

/** How a test calls the API as a signed-in user. */
export type CallAs = (who: Who, method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

const tiny = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] };

/** A stored item of the table by key (consistent read), or undefined. */
export async function storedItem(key: {
  pk: string;
  sk: string;
}): Promise<Record<string, unknown> | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return out.Item;
}

/** The stored version of a user (so a refused write is refused for its scope, not a stale version). */
export async function userVersion(id: string): Promise<number> {
  const item = await storedItem(keys.user(id));
  return Number(item?.version);
}

/** Data the Admin makes for a case: each case works on records of its own (or on seeded ones it reads). */
export function adminFixtures(call: CallAs, id: (who: Who) => string) {
  async function made(res: ApiAnswer, status: number, pick: (body: any) => string): Promise<string> {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return pick(res.body);
  }
  const template = async () =>
    made(
      await call('admin', 'POST', '/api/surveys', {
        name: 'Cross template',
        surveyJSON: tiny,
        isPublic: true,
      }),
      201,
      (b) => b.survey._id,
    );
  const moduleOf = async (member: Who) =>
    made(
      await call('admin', 'POST', '/api/membersurveys', {
        patientId: id(member),
        templateId: await template(),
      }),
      201,
      (b) => b.memberSurvey._id,
    );
  const series = async () =>
    made(
      await call('admin', 'POST', '/api/collections', {
        name: 'Cross series',
        surveyList: [await template()],
      }),
      201,
      (b) => b.collection._id,
    );
  const instanceOf = async (member: Who) =>
    made(
      await call('admin', 'POST', '/api/membercollections', {
        collectionTemplate: await series(),
        member: id(member),
      }),
      201,
      (b) => b.memberCollection._id,
    );
  const workbook = async () =>
    made(
      await call('admin', 'POST', '/api/workbooks/create', {
        name: 'Cross workbook',
        surveyIds: [await template()],
      }),
      201,
      (b) => b.workbook._id,
    );
  const project = async () =>
    made(
      await call('admin', 'POST', '/api/projects', {
        name: 'Cross project',
        collectionList: [await series()],
      }),
      201,
      (b) => b.project._id,
    );
  return { template, moduleOf, series, instanceOf, workbook, project };
}

/** A screener submission (the public screener's body) under a new submission id. */
export function screenerSubmission(satisfaction = 8) {
  return {
    submissionId: randomUUID(),
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: { firstName: 'Cass', lastName: 'Cross', email: 'cass.cross@example.org' },
    source: 'CARP',
    responseJSON: {
      household2_size: 2,
      community_activity_participate: 1,
      life_satisfaction2: satisfaction,
      local_community_belonging: 2,
      lack_companionship: 0,
      feel_leftout: 0,
      feel_isolated: 1,
      con_que: 1,
    },
  };
}

/** A staff-created member of the create-user wizard (spec 002 §4.5). */
export const newMemberBody = (overrides: Record<string, unknown> = {}) => ({
  email: `cross.${randomUUID().slice(0, 8)}@example.org`,
  password: 'Default#2026',
  role: 'Patient',
  status: 'active',
  originOfContact: 'New Referral',
  info: {
    name: 'Cai Cross',
    gender: 'Female',
    dateOfBirth: '1950-04-02',
    language: 'English',
    address: { street: '12 Main St', city: 'Windsor', state: 'ON', code: 'n9a1a1' },
  },
  ...overrides,
});
