import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoAuditLog } from '@circles/functions/platform/data/audit-repository';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { AUDIT_CSV_COLUMNS } from '@circles/functions/admin/audit-log';
import type { AuditEvent } from '@circles/functions/members/ports';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * The audit log (issue 19) against the emulators: the Admin reads who saw a member's record, filters by
 * user, action and dates, pages without duplicates or gaps, exports the trail as CSV; everyone else is
 * refused (and the refusal audited); every read of the log is audited itself.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** Every page of `params` followed by cursor, `limit` at a time; fails on a page that is not 200. */
async function allPages(params: Record<string, string | number>, limit: number) {
  const events: AuditEventView[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await as('admin')(
      'GET',
      `/api/audit${q({ ...params, limit, ...(cursor ? { cursor } : {}) })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.events.length).toBeLessThanOrEqual(limit);
    events.push(...(res.body.events as AuditEventView[]));
    cursor = res.body.cursor as string | undefined;
    pages += 1;
  } while (cursor && pages < 200);
  expect(cursor).toBeUndefined();
  return { events, pages };
}

const ids = (events: readonly AuditEventView[]) => events.map((e) => e.id);
const newestFirst = (events: readonly AuditEventView[]) =>
  events.every((e, i) => i === 0 || `${events[i - 1]!.at}#${events[i - 1]!.id}` > `${e.at}#${e.id}`);

/** What an event may show: ids, names, role, action, outcome, time, facility. No health data. */
function expectOnlyAllowedFields(e: AuditEventView) {
  expect(
    Object.keys(e)
      .filter((k) => k !== 'recordId')
      .sort(),
  ).toEqual(['action', 'actor', 'at', 'facility', 'id', 'member', 'outcome'].sort());
  expect(Object.keys(e.actor).sort()).toEqual(['id', 'name', 'role']);
  expect(Object.keys(e.member).sort()).toEqual(['id', 'name']);
  if (e.facility) expect(Object.keys(e.facility).sort()).toEqual(['id', 'name']);
}

let beforeVictor: string;
let afterVictor: string;

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
  beforeVictor = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 5));
  const read = await as('volunteer')('GET', `/api/users/client/${people.mary.id}`);
  expect(read.status).toBe(200);
  await new Promise((r) => setTimeout(r, 5));
  afterVictor = new Date().toISOString();
});

describe('the audit log', () => {
  it("shows the Admin that Victor read Mary's dashboard, with names, role, facility and no health data", async () => {
    const res = await as('admin')('GET', `/api/audit${q({ memberId: people.mary.id })}`);
    expect(res.status).toBe(200);
    const events = res.body.events as AuditEventView[];
    const victors = events.find((e) => e.action === 'dashboard.client' && e.actor.id === people.volunteer.id);
    expect(victors).toMatchObject({
      outcome: 'allowed',
      actor: { id: people.volunteer.id, name: 'Victor Volunteer', role: 'Volunteer' },
      member: { id: people.mary.id, name: 'Mary Member' },
      facility: { id: 'fac-riverside', name: 'Riverside Community Centre' },
    });
    expect(victors!.at >= beforeVictor && victors!.at <= afterVictor).toBe(true);
    expect(newestFirst(events)).toBe(true);
    for (const e of events) expectOnlyAllowedFields(e);
  });

  it('filters by the user who acted, by action and by dates, each alone and combined', async () => {
    const byActor = await allPages({ actorId: people.volunteer.id }, 100);
    expect(byActor.events.length).toBeGreaterThan(0);
    expect(byActor.events.every((e) => e.actor.id === people.volunteer.id)).toBe(true);
    expect(
      byActor.events.some((e) => e.action === 'dashboard.client' && e.member.id === people.mary.id),
    ).toBe(true);

    const byAction = await allPages({ action: 'dashboard.client' }, 100);
    expect(byAction.events.every((e) => e.action === 'dashboard.client')).toBe(true);
    expect(byAction.events.some((e) => e.actor.id === people.volunteer.id)).toBe(true);

    const window = { from: beforeVictor, to: afterVictor };
    for (const params of [
      window,
      { ...window, memberId: people.mary.id },
      { ...window, actorId: people.volunteer.id },
    ]) {
      const { events } = await allPages(params, 100);
      expect(
        events.every((e) => e.at >= beforeVictor && e.at < afterVictor),
        JSON.stringify(params),
      ).toBe(true);
      expect(events.some((e) => e.action === 'dashboard.client' && e.actor.id === people.volunteer.id)).toBe(
        true,
      );
    }

    const combined = await allPages(
      { memberId: people.mary.id, actorId: people.volunteer.id, action: 'dashboard.client' },
      100,
    );
    expect(combined.events.length).toBeGreaterThan(0);
    expect(
      combined.events.every(
        (e) =>
          e.member.id === people.mary.id &&
          e.actor.id === people.volunteer.id &&
          e.action === 'dashboard.client',
      ),
    ).toBe(true);

    const empty = await as('admin')('GET', `/api/audit${q({ ...window, action: 'nobody.didThis' })}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ events: [] });
  });

  it('pages every way of reading without duplicates or gaps, newest first', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await as('volunteer')('GET', `/api/users/client/${people.mary.id}`)).status).toBe(200);
    const until = new Date(Date.now() + 1).toISOString();
    const ways: Record<string, string | number>[] = [
      { memberId: people.mary.id, actorId: people.volunteer.id, action: 'dashboard.client' },
      { actorId: people.volunteer.id },
      { action: 'dashboard.client' },
      { to: until },
      { memberId: people.mary.id, to: until },
    ];
    for (const way of ways) {
      const whole = await allPages(way, 100);
      expect(whole.events.length, JSON.stringify(way)).toBeGreaterThanOrEqual(6);
      // Small pages, about 40 of them: the seed's follow-up work alone leaves hundreds of events.
      const paged = await allPages(way, Math.max(2, Math.ceil(whole.events.length / 40)));
      expect(paged.pages).toBeGreaterThanOrEqual(3);
      expect(ids(paged.events), JSON.stringify(way)).toEqual(ids(whole.events));
      expect(new Set(ids(paged.events)).size).toBe(paged.events.length);
      expect(newestFirst(paged.events)).toBe(true);
    }
  });

  it('walks month by month across a sparse range of years, by action, one event a page', async () => {
    const at = [
      '2015-03-15T10:00:00.000Z',
      '2019-12-31T23:59:59.999Z',
      '2020-01-01T00:00:00.000Z',
      '2024-07-04T12:00:00.000Z',
    ];
    const stored: AuditEvent[] = at.map((t) => ({
      id: ulid(Date.parse(t)),
      at: t,
      actorId: people.admin.id,
      actorRole: 'Admin',
      action: 'test.monthWalk',
      memberId: people.paul.id,
      outcome: 'allowed',
    }));
    await dynamoAuditLog.recordMany!(stored);
    const range = {
      action: 'test.monthWalk',
      from: '2015-01-01T00:00:00.000Z',
      to: '2025-01-01T00:00:00.000Z',
    };
    const { events, pages } = await allPages(range, 1);
    expect(events.map((e) => e.at)).toEqual([...at].reverse());
    // 120 months at most 13 Queries a page: the walk took several pages, some of them empty.
    expect(pages).toBeGreaterThanOrEqual(10);
    // Months where a page runs out of Queries (13 a page, empty months included) lose nothing: events in
    // the 14th and 27th months back from `to`, where the second and third pages start.
    const edges = [
      '2017-06-30T12:00:00.000Z',
      '2016-11-15T12:00:00.000Z',
      '2015-10-15T12:00:00.000Z',
      '2015-01-01T00:00:00.000Z',
    ];
    await dynamoAuditLog.recordMany!(
      edges.map((t) => ({ ...stored[0]!, id: ulid(Date.parse(t)), at: t, action: 'test.monthEdges' })),
    );
    const edgeWalk = await allPages(
      { action: 'test.monthEdges', from: '2015-01-01T00:00:00.000Z', to: '2018-01-01T00:00:00.000Z' },
      100,
    );
    expect(edgeWalk.events.map((e) => e.at)).toEqual(edges);
    expect(edgeWalk.pages).toBeGreaterThanOrEqual(3);
    const narrow = await allPages(
      { ...range, from: '2019-12-31T23:59:59.999Z', to: '2020-01-01T00:00:00.000Z' },
      10,
    );
    expect(narrow.events.map((e) => e.at)).toEqual(['2019-12-31T23:59:59.999Z']);
  });

  it("exports Mary's trail as CSV, quoted and safe from spreadsheet formulas, and audits the export", async () => {
    const eveId = `csv-eve-${ulid()}`;
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.user(eveId), type: 'User', id: eveId, info: { name: '=HYPERLINK("x"), Eve' } },
      }),
    );
    await dynamoAuditLog.record({
      id: ulid(),
      at: new Date().toISOString(),
      actorId: eveId,
      actorRole: 'Coordinator',
      action: 'user.view',
      memberId: people.mary.id,
      outcome: 'denied',
    });
    const res = await as('admin')('GET', `/api/audit/member/${people.mary.id}/csv`);
    expect(res.status).toBe(200);
    expect(res.body.fileName).toMatch(
      new RegExp(`^audit-trail_${people.mary.id}_\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(res.body.truncated).toBe(false);
    const lines = (res.body.csv as string).split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    expect(res.body.rows).toBe(lines.length - 2);
    expect(
      lines.some((l) => l.includes(`,user.view,denied,${eveId},"'=HYPERLINK(""x""), Eve",Coordinator,`)),
    ).toBe(true);
    expect(
      lines.some((l) =>
        l.includes(`,dashboard.client,allowed,${people.volunteer.id},Victor Volunteer,Volunteer,`),
      ),
    ).toBe(true);

    const trail = await as('admin')(
      'GET',
      `/api/audit${q({ memberId: people.mary.id, action: 'audit.export' })}`,
    );
    expect(trail.body.events[0]).toMatchObject({
      action: 'audit.export',
      outcome: 'allowed',
      actor: { id: people.admin.id, role: 'Admin' },
    });
  });

  it('refuses every other role with 403 on both routes and audits each refusal', async () => {
    for (const who of ['coordinator', 'volunteer', 'mary', 'paul'] as const) {
      const list = await as(who)('GET', `/api/audit${q({ memberId: people.mary.id })}`);
      expect(list.status, who).toBe(403);
      expect((await as(who)('GET', `/api/audit`)).status, who).toBe(403);
      expect((await as(who)('GET', `/api/audit/member/${people.mary.id}/csv`)).status, who).toBe(403);
    }
    expect((await apiAs(apiUrl, undefined)('GET', '/api/audit')).status).toBe(401);
    const denied = await allPages({ memberId: people.mary.id, actorId: people.coordinator.id }, 100);
    expect(denied.events.map((e) => `${e.action}:${e.outcome}`)).toEqual(
      expect.arrayContaining(['audit.read:denied', 'audit.export:denied']),
    );
  });

  it("audits each read of the log itself: the Admin's read of Mary's trail is on Mary's trail", async () => {
    const first = await as('admin')('GET', `/api/audit${q({ memberId: people.mary.id, limit: 1 })}`);
    expect(first.status).toBe(200);
    const mine = await as('admin')(
      'GET',
      `/api/audit${q({ memberId: people.mary.id, actorId: people.admin.id, action: 'audit.read', limit: 5 })}`,
    );
    expect(mine.body.events.length).toBeGreaterThanOrEqual(1);
    expect(mine.body.events[0]).toMatchObject({
      action: 'audit.read',
      outcome: 'allowed',
      actor: { id: people.admin.id, name: 'Ada Admin', role: 'Admin' },
      member: { id: people.mary.id, name: 'Mary Member' },
    });
    const whole = await allPages({ actorId: people.admin.id, action: 'audit.read' }, 100);
    expect(whole.events.some((e) => e.member.id === 'audit-log')).toBe(true);
  });

  it('answers 400 with field issues to bad queries, and to a cursor of another query', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{ limit: 0 }, 'query.limit'],
      [{ limit: 101 }, 'query.limit'],
      [{ action: 'DROP TABLE' }, 'query.action'],
      [{ from: 'yesterday' }, 'query.from'],
      [{ from: afterVictor, to: beforeVictor }, 'query.to'],
      [{ memberId: 'a b' }, 'query.memberId'],
      [{ cursor: 'not base64!' }, 'query.cursor'],
      [{ cursor: Buffer.from('{"f":"x"}').toString('base64url') }, 'query.cursor'],
    ];
    for (const [params, path] of bad) {
      const res = await as('admin')('GET', `/api/audit${q(params)}`);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(
        res.body.error.issues.map((i: { path: string }) => i.path),
        JSON.stringify(params),
      ).toContain(path);
    }
    const page = await as('admin')('GET', `/api/audit${q({ memberId: people.mary.id, limit: 1 })}`);
    const cursor = page.body.cursor as string;
    expect(cursor).toBeTruthy();
    const elsewhere = await as('admin')(
      'GET',
      `/api/audit${q({ memberId: people.paul.id, limit: 1, cursor })}`,
    );
    expect(elsewhere.status).toBe(400);
    const csv = await as('admin')('GET', `/api/audit/member/${people.mary.id}/csv${q({ from: 'soon' })}`);
    expect(csv.status).toBe(400);
  });
});
