import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { MAX_FOLLOWUP_SERVICES } from '@circles/shared/schemas/followup-resources';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { newScreenerRoundOf } from '../support/followup-rounds';
import { useStackEnv } from '../support/stack';

/*
 * Issue 24 §2: the facilities' service lists an Admin keeps for 'Referred to …', a referral to one of
 * them, and the answer behind a finding kept with the follow-up when it opens.
 */

let apiUrl: string;
let people: Record<DemoWho, DemoSession>;
const as = (who: DemoWho) => apiAs(apiUrl, people[who]);
const RIVERSIDE = 'fac-riverside';
const path = (facilityId = RIVERSIDE) => `/api/followups/resources/${facilityId}`;

interface Resources {
  version: number;
  services: { id: string; name: string; phone?: string; notes?: string }[];
}

async function list(who: DemoWho = 'admin', facilityId = RIVERSIDE): Promise<Resources> {
  const res = await as(who)('GET', path(facilityId));
  expect(res.status).toBe(200);
  return res.body.resources as Resources;
}

async function put(body: unknown, who: DemoWho = 'admin', facilityId = RIVERSIDE) {
  return as(who)('PUT', path(facilityId), { body });
}

/** Mary's open follow-up of a red loneliness flag, from a new screener round she answers herself. */
async function marysLonelinessFollowup() {
  for (const f of (await as('admin')('GET', `/api/followups/member/${people.mary.id}?state=open`)).body
    .followups as { _id: string; version: number; finding: { key: string } }[])
    if (f.finding.key === 'red:often_count')
      await as('admin')('POST', `/api/followups/${f._id}/actions`, {
        body: { action: 'resolved', version: f.version, outcome: 'Cleared for the test' },
      });
  await newScreenerRoundOf(as, people.mary.id, {
    lack_companionship: 2,
    feel_leftout: 0,
    feel_isolated: 1,
  });
  const open = (await as('admin')('GET', `/api/followups/member/${people.mary.id}?state=open`)).body
    .followups as { _id: string; finding: { key: string; instanceId: string } }[];
  const mine = open.find((f) => f.finding.key === 'red:often_count');
  expect(mine).toBeDefined();
  return (await as('volunteer')('GET', `/api/followups/${mine!._id}`)).body.followup;
}

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

describe("a facility's services for 'Referred to …'", () => {
  it('starts empty at version 0; the Admin adds, renames and removes; the facility’s staff read it', async () => {
    const empty = await list('admin', 'fac-lakeshore');
    expect(empty).toMatchObject({ version: 0, services: [] });

    const first = await list();
    const added = await put({
      version: first.version,
      services: [
        ...first.services,
        { name: '  Riverside Meals on Wheels ', phone: '555-0100', notes: 'Weekdays' },
        { name: 'Seniors Helpline', phone: '' },
      ],
    });
    expect(added.status).toBe(200);
    const after = added.body.resources as Resources;
    expect(after.version).toBe(first.version + 1);
    const meals = after.services.find((s) => s.name === 'Riverside Meals on Wheels');
    expect(meals).toMatchObject({ id: expect.any(String), phone: '555-0100', notes: 'Weekdays' });
    expect(after.services.find((s) => s.name === 'Seniors Helpline')).not.toHaveProperty('phone');
    expect(await list('coordinator')).toEqual(expect.objectContaining({ version: after.version }));
    expect((await list('volunteer')).services.map((s) => s.name)).toContain('Seniors Helpline');

    // A rename keeps the service's id; leaving one out removes it.
    const renamed = await put({
      version: after.version,
      services: [{ id: meals!.id, name: 'Meals on Wheels (Riverside)', phone: '555-0100' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.resources.services).toEqual([
      { id: meals!.id, name: 'Meals on Wheels (Riverside)', phone: '555-0100' },
    ]);
  });

  it('refuses a stale version with 409 and keeps the list as it was', async () => {
    const current = await list();
    const moved = await put({ version: current.version, services: [{ name: 'Day Centre' }] });
    expect(moved.status).toBe(200);
    const stale = await put({ version: current.version, services: [{ name: 'Lost write' }] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_VERSION');
    expect((await list()).services.map((s) => s.name)).toEqual(['Day Centre']);
  });

  it('answers 400 per field for an unknown id, a repeated name, an overlong name or too many services', async () => {
    const current = await list();
    const cases: [unknown, string][] = [
      [{ version: current.version, services: [{ id: 'not-on-the-list', name: 'X' }] }, 'services.0.id'],
      [{ version: current.version, services: [{ name: 'Twice' }, { name: 'twice' }] }, 'services.1.name'],
      [{ version: current.version, services: [{ name: 'x'.repeat(201) }] }, 'services.0.name'],
      [{ version: current.version, services: [{ name: ' ' }] }, 'services.0.name'],
      [
        {
          version: current.version,
          services: Array.from({ length: MAX_FOLLOWUP_SERVICES + 1 }, (_, i) => ({ name: `S${i}` })),
        },
        'services',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect(await list()).toEqual(current);
  });

  it("writes an audit event naming the facility, and lets no one else write (403) or read another facility's (404)", async () => {
    const current = await list();
    expect((await put({ version: current.version, services: [] }, 'coordinator')).status).toBe(403);
    expect((await as('mary')('GET', path())).status).toBe(403);
    expect((await put({ version: 0, services: [] }, 'admin', 'fac-nowhere')).status).toBe(404);
    const ok = await put({ version: current.version, services: [{ name: 'Audited' }] });
    expect(ok.status).toBe(200);
    const events = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': keys.auditEvent('followup-resources', '', '').pk },
      }),
    );
    const actions = (events.Items ?? []).map((e) => `${e.action}:${e.outcome}:${e.recordId ?? ''}`);
    expect(actions).toContain(`followup.resources.update:allowed:${RIVERSIDE}`);
    expect(actions).toContain('followup.resources.update:denied:');
  });
});

describe("'Referred to …' and the answer behind it", () => {
  it("keeps the member's answers behind the finding with the question's title and the option's label", async () => {
    const followup = await marysLonelinessFollowup();
    expect(followup.finding.answers).toEqual([
      {
        question: 'lack_companionship',
        label: screenerEn['screener.q.lack_companionship'],
        value: 2,
        choice: screenerEn['screener.q.frequency.2'],
      },
    ]);
  });

  it("refers to a service of the member's facility list by id: its name is stored, with the id", async () => {
    const followup = await marysLonelinessFollowup();
    const current = await list();
    const saved = await put({ version: current.version, services: [{ name: 'Friendly Visiting' }] });
    const service = saved.body.resources.services[0] as { id: string; name: string };
    const referred = await as('volunteer')('POST', `/api/followups/${followup._id}/actions`, {
      body: { action: 'referred', version: followup.version, serviceId: service.id, note: 'Booked' },
    });
    expect(referred.status).toBe(200);
    const after = referred.body.followup;
    expect(after).toMatchObject({
      status: 'referred',
      referredTo: 'Friendly Visiting',
      referredServiceId: service.id,
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'referred',
      referredTo: 'Friendly Visiting',
      referredServiceId: service.id,
    });
    // Free text still works, and clears the service of the earlier referral.
    const text = await as('volunteer')('POST', `/api/followups/${followup._id}/actions`, {
      body: { action: 'referred', version: after.version, referredTo: 'Her daughter’s GP' },
    });
    expect(text.status).toBe(200);
    expect(text.body.followup.referredTo).toBe('Her daughter’s GP');
    expect(text.body.followup).not.toHaveProperty('referredServiceId');
  });

  it("answers 400 for a service of another facility's list, and for both or neither of service and text", async () => {
    const followup = await marysLonelinessFollowup();
    const lakeshore = await list('admin', 'fac-lakeshore');
    const other = await put(
      { version: lakeshore.version, services: [{ name: 'Lakeshore Pantry' }] },
      'admin',
      'fac-lakeshore',
    );
    const serviceId = other.body.resources.services[0].id as string;
    const bodies = [
      { action: 'referred', version: followup.version, serviceId },
      { action: 'referred', version: followup.version, serviceId, referredTo: 'Both' },
      { action: 'referred', version: followup.version },
    ];
    for (const body of bodies) {
      const res = await as('volunteer')('POST', `/api/followups/${followup._id}/actions`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unchanged = await as('volunteer')('GET', `/api/followups/${followup._id}`);
    expect(unchanged.body.followup.version).toBe(followup.version);
  });
});
