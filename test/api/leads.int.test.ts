import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { screenerRisk } from '@circles/shared/scoring/screener';
import type { ApiErrorBody } from '@circles/shared/api/define';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import type { LeadCreateResponse, Lead, LeadListResponse } from '@circles/shared/schemas/lead';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { dynamoLeadsRepository } from '@circles/functions/public/data/leads-repository';
import { callApi, type ApiAnswer, type ApiCallOptions } from '../support/api';
import { useStackEnv } from '../support/stack';

/** Every answer shape of these routes, loosely: each test reads the fields of its route. */
type Body = Partial<LeadCreateResponse & LeadListResponse & Omit<Lead, 'id' | 'score' | 'level'>> & {
  error?: ApiErrorBody['error'];
  token?: string;
};

type Answer = ApiAnswer<Body>;

let apiUrl: string;
let ipCounter = 0;

/** A fresh client address per test (the rate limit is per client; the local server honours CloudFront's header). */
const newClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${++ipCounter % 250}.${Math.floor(Math.random() * 250)}:443`;

function api(method: string, path: string, opts: ApiCallOptions = {}): Promise<Answer> {
  return callApi<Body>(apiUrl, method, path, { ...opts, client: opts.client ?? newClient() });
}

const answers = {
  household2_size: 2,
  community_activity_participate: 1,
  life_satisfaction2: 8,
  local_community_belonging: 2,
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 1,
  con_que: 1,
};

function submission(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: randomUUID(),
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: {
      firstName: 'mARY',
      lastName: 'o neil',
      email: '  Mary.ONeil@Example.ORG ',
      phone: '5195550100',
      postalCode: 'N9B 3P4',
    },
    source: 'CARP',
    responseJSON: { ...answers },
    ...overrides,
  };
}

function create(body: ReturnType<typeof submission>, client?: string) {
  return api('POST', '/api/publicsurveys/create', {
    body,
    client,
    headers: { 'idempotency-key': body.submissionId },
  });
}

async function tokenOf(role: string): Promise<string> {
  const person = inject('stack').demo.find((d) => d.role === role);
  if (!person) throw new Error(`No demo ${role}`);
  const res = await api('POST', '/api/users/login', {
    body: { emailOrPhone: person.login, password: person.password },
  });
  expect(res.status).toBe(200);
  return res.body.token!;
}

beforeAll(() => {
  useStackEnv();
  apiUrl = inject('stack').apiUrl;
});

describe('POST /api/publicsurveys/create', () => {
  it('answers 201 with the risk and stores the normalised name and email', async () => {
    const body = submission();
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: body.submissionId, ...screenerRisk(answers) });
    const stored = await dynamoLeadsRepository.get(body.submissionId);
    expect(stored?.memberInfo).toEqual({
      name: 'Mary O neil',
      email: 'mary.oneil@example.org',
      phone: '5195550100',
      postalCode: 'N9B 3P4',
    });
    expect(stored?.source).toBe('CARP');
    expect(stored?.responseJSON).toEqual(answers);
  });

  it.each([
    ['Lowest Risk', { ...answers }],
    ['Some Risk', { ...answers, household2_size: 0, life_satisfaction2: 4 }],
    [
      'Moderate Risk',
      { ...answers, household2_size: 0, community_activity_participate: 0, local_community_belonging: 1 },
    ],
    [
      'High Risk',
      {
        ...answers,
        household2_size: 0,
        community_activity_participate: 0,
        life_satisfaction2: 3,
        local_community_belonging: 0,
        feel_leftout: 2,
      },
    ],
  ])('stores the risk that screenerRisk gives (%s)', async (level, responseJSON) => {
    const body = submission({ responseJSON });
    const res = await create(body);
    expect(res.status).toBe(201);
    const stored = await dynamoLeadsRepository.get(body.submissionId);
    expect({ score: stored?.score, level: stored?.level }).toEqual(screenerRisk(responseJSON));
    expect(stored?.level).toBe(level);
  });

  it('accepts 999 for unanswered items and scores them as nothing', async () => {
    const unanswered = Object.fromEntries(Object.keys(answers).map((k) => [k, 999]));
    const res = await create(submission({ responseJSON: unanswered }));
    expect(res.status).toBe(201);
    expect(res.body.score).toBe(0);
  });

  it('answers 400 with field issues for missing names and invalid contact details', async () => {
    const res = await create(
      submission({ memberInfo: { firstName: ' ', lastName: 'J0nes', email: 'mary@', phone: '12' } }),
    );
    expect(res.status).toBe(400);
    const paths = res.body.error!.issues!.map((i) => i.path).sort();
    expect(paths).toEqual([
      'memberInfo.email',
      'memberInfo.firstName',
      'memberInfo.lastName',
      'memberInfo.phone',
    ]);
  });

  it('answers 400 for answers outside their coding and writes nothing', async () => {
    const body = submission({
      responseJSON: { ...answers, household2_size: 5, life_satisfaction2: 0, con_que: 2 },
    });
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error!.issues!.map((i) => i.path).sort()).toEqual([
      'responseJSON.con_que',
      'responseJSON.household2_size',
      'responseJSON.life_satisfaction2',
    ]);
    expect(await dynamoLeadsRepository.get(body.submissionId)).toBeUndefined();
  });

  it('answers 400 for another template or a non-uuid submission id', async () => {
    expect((await create(submission({ surveyTemplate: 'other' }))).status).toBe(400);
    expect((await create(submission({ submissionId: 'not-a-uuid' }))).status).toBe(400);
  });

  it('keeps exactly one item when 20 retries of one submission arrive at once', async () => {
    const body = submission();
    const results = await Promise.all(Array.from({ length: 20 }, () => create(body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    const events = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.auditEvent(body.submissionId, '', '').pk },
      }),
    );
    expect((events.Items ?? []).filter((e) => e.action === 'publicSubmission.create')).toHaveLength(1);
    const stored = await dynamoLeadsRepository.get(body.submissionId);
    expect(stored?.version).toBe(1);
  });

  it('answers 409 when a submission id is reused for other answers', async () => {
    const body = submission();
    expect((await create(body)).status).toBe(201);
    const res = await create({ ...body, responseJSON: { ...answers, feel_isolated: 2 } });
    expect(res.status).toBe(409);
  });

  it('answers 429 past 5 submissions per client in 10 minutes and writes nothing', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await create(submission(), client)).status).toBe(201);
    const sixth = submission();
    const res = await create(sixth, client);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await dynamoLeadsRepository.get(sixth.submissionId)).toBeUndefined();
  });
});

describe('POST /api/publicsurveys/create with the body of spec 000 §3', () => {
  /** The spec's shape: one `name` field, no submissionId. */
  function specBody(memberInfo: Record<string, unknown> = {}) {
    return {
      surveyTemplate: SCREENER_TEMPLATE_ID,
      memberInfo: {
        name: '  mARY   o neil ',
        email: ' Mary@Example.ORG',
        phone: '5195550100',
        ...memberInfo,
      },
      source: 'Media',
      responseJSON: { ...answers },
    };
  }

  function post(body: unknown, key?: string, client?: string) {
    return api('POST', '/api/publicsurveys/create', {
      body,
      client,
      headers: key ? { 'idempotency-key': key } : {},
    });
  }

  it('answers 201 keyed by the Idempotency-Key and stores the name split at its first space', async () => {
    const key = randomUUID();
    const res = await post(specBody(), key);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: key, ...screenerRisk(answers) });
    const stored = await dynamoLeadsRepository.get(key);
    expect(stored?.memberInfo).toEqual({
      name: 'Mary O neil',
      email: 'mary@example.org',
      phone: '5195550100',
    });
    expect(stored?.source).toBe('Media');
  });

  it('answers a retry with the same Idempotency-Key with the first result, and 409 for other answers', async () => {
    const key = randomUUID();
    const first = await post(specBody(), key);
    const again = await post(specBody(), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const other = await post({ ...specBody(), responseJSON: { ...answers, feel_isolated: 2 } }, key);
    expect(other.status).toBe(409);
  });

  it('stores a one-word name as it is, and a submission without Idempotency-Key under a new id each time', async () => {
    const client = newClient();
    const one = await post(specBody({ name: 'cher' }), undefined, client);
    const two = await post(specBody({ name: 'cher' }), undefined, client);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.id).not.toBe(two.body.id);
    expect((await dynamoLeadsRepository.get(one.body.id!))?.memberInfo.name).toBe('Cher');
  });

  it("accepts the original landing page's body: answers as strings, an empty contact answer and source (issue 23)", async () => {
    const key = randomUUID();
    const asStrings = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, String(v)]));
    const res = await post({ ...specBody(), source: '', responseJSON: { ...asStrings, con_que: '' } }, key);
    expect(res.status).toBe(201);
    // Scored as the same answers given as numbers; the skipped contact question is not a Yes.
    expect(res.body).toEqual({ id: key, ...screenerRisk({ ...answers, con_que: 999 }) });
    const stored = await dynamoLeadsRepository.get(key);
    expect(stored?.source).toBeUndefined();
    expect(stored?.consentToContact).toBe(false);
  });

  it('answers 400 for an invalid name, a name beside firstName, or an Idempotency-Key that is not a uuid', async () => {
    const bad = await post(specBody({ name: 'R2 D2' }), randomUUID());
    expect(bad.status).toBe(400);
    expect(bad.body.error!.issues!.map((i) => i.path)).toEqual(['memberInfo.name']);
    const both = await post(specBody({ firstName: 'Mary', lastName: 'Jones' }), randomUUID());
    expect(both.status).toBe(400);
    expect((await post(specBody(), 'not-a-uuid')).status).toBe(400);
  });
});

describe('leads inbox', () => {
  it('lists newest first for an Admin, without contact details when contact was not agreed', async () => {
    const agreed = submission();
    const declined = submission({ responseJSON: { ...answers, con_que: 0 } });
    expect((await create(agreed)).status).toBe(201);
    expect((await create(declined)).status).toBe(201);
    const res = await api('GET', '/api/publicsurveys?limit=2', { token: await tokenOf('Admin') });
    expect(res.status).toBe(200);
    expect(res.body.items!.map((i) => i.id)).toEqual([declined.submissionId, agreed.submissionId]);
    const [first, second] = res.body.items!;
    expect(first!.consentToContact).toBe(false);
    for (const field of ['name', 'email', 'phone', 'postalCode']) expect(first!).not.toHaveProperty(field);
    expect(second).toMatchObject({
      consentToContact: true,
      contacted: false,
      name: 'Mary O neil',
      email: 'mary.oneil@example.org',
      level: 'Lowest Risk',
    });
    expect(typeof res.body.cursor).toBe('string');
  });

  it('pages with the cursor without repeating items', async () => {
    const token = await tokenOf('Coordinator');
    const page1 = await api('GET', '/api/publicsurveys?limit=3', { token });
    expect(page1.status).toBe(200);
    const page2 = await api(
      'GET',
      `/api/publicsurveys?limit=3&cursor=${encodeURIComponent(page1.body.cursor!)}`,
      { token },
    );
    expect(page2.status).toBe(200);
    const ids1 = page1.body.items!.map((i) => i.id);
    const ids2 = page2.body.items!.map((i) => i.id);
    expect(ids2.length).toBeGreaterThan(0);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    const dates = [...page1.body.items!, ...page2.body.items!].map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 400 for a forged cursor', async () => {
    const res = await api(
      'GET',
      `/api/publicsurveys?cursor=${Buffer.from('{"pk":"USER#x"}').toString('base64url')}`,
      { token: await tokenOf('Admin') },
    );
    expect(res.status).toBe(400);
  });

  it('refuses Volunteers and Patients with 403 and anonymous callers with 401', async () => {
    expect((await api('GET', '/api/publicsurveys', { token: await tokenOf('Volunteer') })).status).toBe(403);
    expect((await api('GET', '/api/publicsurveys', { token: await tokenOf('Patient') })).status).toBe(403);
    expect((await api('GET', '/api/publicsurveys')).status).toBe(401);
  });

  it('marks a lead contacted once and answers 409 to a stale version', async () => {
    const body = submission();
    expect((await create(body)).status).toBe(201);
    const token = await tokenOf('Coordinator');
    const path = `/api/publicsurveys/${body.submissionId}`;
    const res = await api('PATCH', path, { token, body: { contacted: true, version: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: body.submissionId, contacted: true, version: 2 });
    expect(typeof res.body.contactedAt).toBe('string');
    expect((await api('PATCH', path, { token, body: { contacted: true, version: 1 } })).status).toBe(409);
    expect(
      (
        await api('PATCH', `/api/publicsurveys/${randomUUID()}`, {
          token,
          body: { contacted: true, version: 1 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api('PATCH', path, { token: await tokenOf('Volunteer'), body: { contacted: true, version: 2 } }))
        .status,
    ).toBe(403);
  });
});
