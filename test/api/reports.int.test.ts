import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { computeReport } from '@circles/shared/reports/report';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { dynamoMemberModulesRepository } from '@circles/functions/modules/data/member-modules-repository';
import { updateMemberModule } from '@circles/functions/modules/member-module-writes';
import { actorOf } from '@circles/functions/members/user-record';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';
import { staleModuleWrites } from '../support/stale-module-writes';

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);

const SCREENER = 'Social Health Screener - NEW';
const screenerChapter = () => seriesByName(SCREENER)!.chapters[0]!;

async function startScreener(member: DemoWho) {
  const res = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people[member].id },
  });
  expect(res.status).toBe(201);
  return res.body.memberCollection as { _id: string; memberChapters: { _id: string }[] };
}

async function save(by: DemoWho, moduleId: string, responseJSON: Record<string, unknown>, action = 'save') {
  const got = await as(by)('GET', `/api/membersurveys/${moduleId}`);
  return as(by)('PATCH', `/api/membersurveys/${moduleId}`, {
    body: { action, responseJSON, version: got.body.memberSurvey.version },
  });
}

async function counts() {
  const get = async (path: string) => (await as('admin')('GET', path)).body.count as number;
  const byType = (await as('admin')('GET', '/api/membercollections/memberSurveybyType')).body.data as {
    collectionTemplate: string;
    totalMemberCollections: number;
  }[];
  return {
    users: await get('/api/users/count'),
    completed: await get('/api/memberCollections/completed/count'),
    inProgress: await get('/api/memberCollections/inprogress/count'),
    screeners:
      byType.find((d) => d.collectionTemplate === librarySeriesId('social-health-screener'))
        ?.totalMemberCollections ?? 0,
  };
}

async function storedRound(memberId: string, instanceId: string) {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.reportRound(memberId, 'screener', instanceId),
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe('precomputed reports and counters', () => {
  it('a chapter save stores the round and a completion moves the counters', async () => {
    const before = await counts();
    const instance = await startScreener('paul');
    const started = await counts();
    expect(started.inProgress).toBe(before.inProgress + 1);
    expect(started.screeners).toBe(before.screeners + 1);
    expect(started.completed).toBe(before.completed);

    const full = sampleAnswers(screenerChapter(), 1);
    // Partly answered first: the chapter is below 100, so the instance is not complete yet.
    const { con_que: _left, ...answers } = full;
    const chapter = instance.memberChapters[0]!._id;
    expect((await save('coordinator', chapter, answers)).status).toBe(200);
    const round = await storedRound(people.paul.id, instance._id);
    expect(round?.complete).toBe(false);
    const expected = computeReport([{ updatedAt: String(round?.updatedAt), answers }]);
    expect(round?.payload.screener_risk).toEqual(expected.screener_risk);
    expect(round?.payload.life_satisfaction2).toEqual([answers.life_satisfaction2]);

    expect((await save('coordinator', chapter, full, 'complete')).status).toBe(200);
    const done = await counts();
    expect(done.completed).toBe(started.completed + 1);
    expect(done.inProgress).toBe(started.inProgress - 1);
    expect((await storedRound(people.paul.id, instance._id))?.complete).toBe(true);
    const completed = await as('coordinator')('GET', `/api/reports/completed/user/${people.paul.id}`);
    expect(completed.status).toBe(200);
    expect(completed.body.reports.map((r: { _id: string }) => r._id)).toContain(instance._id);
    expect(completed.body.reports.find((r: { _id: string }) => r._id === instance._id)).toMatchObject({
      kind: 'screener',
      collectionName: SCREENER,
    });
  });

  it('a failed save transaction leaves the stored round and the counters as they were', async () => {
    const instance = await startScreener('paul');
    const chapter = instance.memberChapters[0]!._id;
    const first = sampleAnswers(screenerChapter(), 1);
    expect((await save('admin', chapter, first)).status).toBe(200);
    const roundBefore = await storedRound(people.paul.id, instance._id);
    const countsBefore = await counts();
    const adminUser = (await dynamoUsersRepository.get(people.admin.id))!;
    // The write is sent with a version older than the stored one: the whole TransactWrite (module,
    // answers, audit, round, counters, instance) is cancelled by the module's version condition.
    const failing = staleModuleWrites;
    const stored = (await dynamoMemberModulesRepository.get(chapter))!;
    const full = sampleAnswers(screenerChapter(), 2);
    await expect(
      updateMemberModule(failing, { actor: actorOf(adminUser), name: 'Admin' }, chapter, {
        action: 'complete',
        responseJSON: full,
        version: stored.meta.version,
      }),
    ).rejects.toThrow();
    expect(await storedRound(people.paul.id, instance._id)).toEqual(roundBefore);
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('report reads', () => {
  it('answer the stored finished rounds, oldest first, with memberName; {} when none', async () => {
    const instance = await startScreener('mary');
    const answers = sampleAnswers(screenerChapter(), 2);
    const { con_que: _left, ...partly } = answers;
    expect((await save('volunteer', instance.memberChapters[0]!._id, partly)).status).toBe(200);
    // Saved but not finished: not part of the report yet.
    const before = await as('volunteer')('GET', `/api/reports/Screen/user/${people.mary.id}`);
    expect(before.body.collectionIds).not.toContain(instance._id);
    expect((await save('volunteer', instance.memberChapters[0]!._id, answers, 'complete')).status).toBe(200);
    const res = await as('volunteer')('GET', `/api/reports/Screen/user/${people.mary.id}`);
    expect(res.status).toBe(200);
    const ids = res.body.collectionIds as string[];
    expect(ids[ids.length - 1]).toBe(instance._id);
    const last = ids.length - 1;
    const expected = computeReport([{ updatedAt: res.body.collection_last_updated[last], answers }]);
    expect(res.body.screener_risk[last]).toEqual(expected.screener_risk[0]);
    expect(res.body.tiles[last]).toEqual(expected.tiles[0]);
    expect(res.body.feel_isolated[last]).toBe(expected.feel_isolated[0]);
    expect(res.body.memberName).toEqual(expect.any(String));
    // Paul has no Quality of Life - Short round in the demo data.
    const none = await as('paul')('GET', `/api/reports/qoflShort/user/${people.paul.id}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({});
    // Mary's two seeded Community Connections rounds, oldest first.
    const cc = await as('mary')('GET', `/api/reports/neighbours/user/${people.mary.id}`);
    expect(cc.status).toBe(200);
    expect(cc.body.collectionIds.length).toBeGreaterThanOrEqual(2);
    const times = (cc.body.collection_last_updated as string[]).map((t) => Date.parse(t));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The historic report of the first round has that round only (the rounds up to it).
    const firstId = cc.body.collectionIds[0] as string;
    const historic = await as('mary')('GET', `/api/reports/historic/cc/${firstId}`);
    expect(historic.body.collectionIds).toEqual([firstId]);
    // An instance of another kind answers {} on a historic route.
    expect((await as('mary')('GET', `/api/reports/historic/qofl/${firstId}`)).body).toEqual({});
  });

  it("leave an unfinished series out: Paul's Quality Life Series (one chapter done) gives no report and no flag", async () => {
    // seed-rounds.ts: demo-series-paul-qls-1 has its first chapter (a struggling member's health) saved.
    const stored = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.reportRound(people.paul.id, 'qofl', 'demo-series-paul-qls-1'),
        ConsistentRead: true,
      }),
    );
    expect(stored.Item?.complete).toBe(false);
    expect(stored.Item?.payload.flags[0].red.length).toBeGreaterThan(0);
    const res = await as('coordinator')('GET', `/api/reports/qofl/user/${people.paul.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const historic = await as('coordinator')('GET', '/api/reports/historic/qofl/demo-series-paul-qls-1');
    expect(historic.body).toEqual({});
  });

  it('are scoped (404 outside, audited as denied) and every read is audited', async () => {
    const refused = await as('volunteer')('GET', `/api/reports/neighbours/user/${people.paul.id}`);
    expect(refused.status).toBe(404);
    expect((await as('paul')('GET', `/api/reports/qofl/user/${people.mary.id}`)).status).toBe(404);
    expect((await as('admin')('GET', `/api/reports/qofl/user/${people.paul.id}`)).status).toBe(200);
    const audit = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#MEMBER#${people.paul.id}` },
      }),
    );
    const events = audit.Items ?? [];
    expect(
      events.some(
        (e) => e.actorId === people.volunteer.id && e.action === 'report.read.cc' && e.outcome === 'denied',
      ),
    ).toBe(true);
    expect(
      events.some(
        (e) => e.actorId === people.admin.id && e.action === 'report.read.qofl' && e.outcome === 'allowed',
      ),
    ).toBe(true);
  });

  it('answer 404 for an unknown member id to the Admin as to a member (one text on every screen)', async () => {
    for (const who of ['admin', 'mary'] as const) {
      for (const path of [
        '/api/reports/neighbours/user/no-such-member',
        '/api/reports/Screen/user/no-such-member',
        '/api/reports/completed/user/no-such-member',
      ]) {
        const res = await as(who)('GET', path);
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(res.body).not.toHaveProperty('collectionIds');
      }
    }
  });

  it("completed reports across the programme: every listed member's read is audited (batched writes)", async () => {
    const res = await as('admin')('GET', '/api/reports/completed');
    expect(res.status).toBe(200);
    const members = [...new Set((res.body.reports as { member: string }[]).map((r) => r.member))];
    expect(members.length).toBeGreaterThanOrEqual(2); // Mary and Paul have completed rounds in the seed
    for (const member of members) {
      const audit = await documentClient().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `AUDIT#MEMBER#${member}` },
          ConsistentRead: true,
        }),
      );
      const listed = (audit.Items ?? []).filter(
        (e) =>
          e.actorId === people.admin.id && e.action === 'report.completed.all' && e.outcome === 'allowed',
      );
      expect(listed.length, member).toBeGreaterThanOrEqual(1);
      expect(listed[0]).toMatchObject({ type: 'AuditEvent', gsi1pk: `AUDIT#ACTOR#${people.admin.id}` });
    }
  });

  it('client dashboards and the series list carry recentSurvey and recentCollection', async () => {
    const res = await as('mary')('GET', `/api/membercollections/client/${people.mary.id}`);
    expect(res.status).toBe(200);
    expect(res.body.recentSurvey).toMatchObject({ patientId: people.mary.id });
    expect(res.body.recentCollection.length).toBe(res.body.memberCollections.length);
    const dash = await as('volunteer')('GET', `/api/users/client/${people.mary.id}`);
    expect(dash.status).toBe(200);
    expect(dash.body.surveys).toBe(dash.body.completedSurveys + dash.body.notCompletedSurveys);
    expect(dash.body.collections.length).toBe(dash.body.collectionNames.length);
    expect((await as('volunteer')('GET', `/api/users/client/${people.paul.id}`)).status).toBe(404);
  });

  it('counts: a Coordinator sees their facility only, members are refused', async () => {
    expect((await as('mary')('GET', '/api/users/count')).status).toBe(403);
    const all = (await as('admin')('GET', '/api/users/count')).body.count as number;
    const facility = (await as('coordinator')('GET', '/api/users/count')).body.count as number;
    expect(all).toBeGreaterThan(0);
    expect(facility).toBeGreaterThan(0);
    expect(facility).toBeLessThan(all);
  });
});

describe('the member dashboard (issue 20)', () => {
  const TILES = 8;
  it.each(['mary', 'paul'] as const)(
    "%s's seeded dashboard has all eight tiles and the gauge filled, each tile with its series and date",
    async (who) => {
      const res = await as(who)('GET', `/api/reports/dashboard/user/${people[who].id}`);
      expect(res.status).toBe(200);
      const tiles = res.body.tiles[0] as number[];
      expect(tiles).toHaveLength(TILES);
      expect(tiles.filter((t) => t === 999)).toEqual([]);
      expect(res.body.wellness_score[0]).toEqual(expect.any(Number));
      expect(res.body.wellness_label[0]).not.toBe('Not Available');
      const { rounds, figures } = res.body.sources as {
        rounds: { collectionName: string; updatedAt: string }[];
        figures: Record<string, number>;
      };
      for (const name of ['health', 'loneliness', 'isolation', 'communityParticipation', 'goalProgress'])
        expect(rounds[figures[`tile.${name}`]!]?.collectionName, name).toEqual(expect.any(String));
      // The screener's risk comes with it, and a High Risk is never beside 'No Red Flags'.
      const risk = res.body.screener_risk[0] as { level: string; score: number };
      expect(risk.level).toMatch(/Risk$/);
      if (risk.level === 'High Risk') expect(res.body.flags[0].red.length).toBeGreaterThan(0);
      // The sections read from the series that carry them.
      expect(res.body.goals[0]).not.toBe(999);
      expect(res.body.trusted_people[0]).not.toBe(999);
    },
  );

  it("Paul's dashboard: his High Risk screener is a red flag; his unfinished Quality Life Series adds nothing", async () => {
    const res = await as('coordinator')('GET', `/api/reports/dashboard/user/${people.paul.id}`);
    expect(res.body.screener_risk[0]).toMatchObject({ level: 'High Risk' });
    expect(res.body.flags[0].red.map((f: { metric: string }) => f.metric)).toContain('screener_risk');
    const names = (res.body.sources.rounds as { instanceId: string }[]).map((r) => r.instanceId);
    expect(names).not.toContain('demo-series-paul-qls-1');
    expect((await as('volunteer')('GET', `/api/reports/dashboard/user/${people.paul.id}`)).status).toBe(404);
  });
});

describe('the report seed', () => {
  it('gives Mary three rounds of every report series and the screener every risk level', async () => {
    const read = async (who: DemoWho, path: string) => (await as(who)('GET', path)).body;
    const mary = people.mary.id;
    expect(
      (await read('mary', `/api/reports/neighbours/user/${mary}`)).collectionIds.length,
    ).toBeGreaterThanOrEqual(3);
    expect((await read('mary', `/api/reports/qoflShort/user/${mary}`)).collectionIds).toHaveLength(3);
    expect((await read('mary', `/api/reports/qofl/user/${mary}`)).collectionIds).toHaveLength(3);
    const screens = await read('mary', `/api/reports/Screen/user/${mary}`);
    const levels = (screens.screener_risk as { level: string }[]).map((r) => r.level);
    expect(levels).toEqual(expect.arrayContaining(['Lowest Risk', 'Some Risk', 'Moderate Risk']));
    const pauls = await read('paul', `/api/reports/Screen/user/${people.paul.id}`);
    expect((pauls.screener_risk as { level: string }[]).map((r) => r.level)).toContain('High Risk');
  });
});
