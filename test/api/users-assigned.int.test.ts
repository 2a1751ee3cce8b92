import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PEOPLE } from '../../functions/local/seed-people';
import { librarySeriesId } from '../../functions/local/seed-series';
import { DEMO_PEOPLE, peopleApi } from '../support/people-api';

/**
 * `GET /api/users?assigned=true` (issue 9): the member pickers of actions that need an assigned member
 * for a Coordinator (start a series, start a module) list only the caller's caseload, as the stored
 * user says on each call, so they offer only members the server accepts.
 */

const { api, as, signInDemo } = peopleApi('198.51.100.');

async function listed(who: string, query: string): Promise<string[]> {
  const res = await api('GET', `/api/users?limit=100&${query}`, { token: as(who).token });
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.users.length);
  return (res.body.users as { _id: string }[]).map((u) => u._id);
}

beforeAll(async () => {
  await signInDemo(DEMO_PEOPLE);
});

describe('GET /api/users?assigned=true', () => {
  it('gives a Coordinator only their assigned members, not the unassigned members of their facility', async () => {
    const facility = await listed('cora', 'role=Patient');
    expect(facility).toEqual(expect.arrayContaining([as('paul').id, as('mary').id]));
    const assigned = await listed('cora', 'role=Patient&assigned=true');
    expect(assigned).toEqual([as('paul').id]);
    expect(await listed('cora', 'role=Patient&assigned=false')).toEqual(facility);
    // The other facility's Coordinator: her assigned member lies in her facility too.
    expect(await listed('lena', 'role=Patient&assigned=true')).toEqual([SEED_PEOPLE.otto]);
    // With a name search, the search narrows the caseload, never widens it.
    expect(await listed('cora', 'role=Patient&assigned=true&name=mary')).toEqual([]);
    expect(await listed('cora', 'role=Patient&assigned=true&name=paul')).toEqual([as('paul').id]);
  });

  it('offers exactly the members the server accepts for a start: each listed one starts, an unlisted one is 404', async () => {
    const series = librarySeriesId('community-connections');
    for (const member of await listed('cora', 'role=Patient&assigned=true')) {
      const started = await api('POST', '/api/membercollections', {
        token: as('cora').token,
        body: { collectionTemplate: series, member },
      });
      expect(started.status).toBe(201);
    }
    const refused = await api('POST', '/api/membercollections', {
      token: as('cora').token,
      body: { collectionTemplate: series, member: as('mary').id },
    });
    expect(refused.status).toBe(404);
  });

  it('follows the stored assignments on the next request (the same token), never ids from the request', async () => {
    const created = await api('POST', '/api/users/register', {
      token: as('cora').token,
      body: {
        email: `picker.${randomUUID().slice(0, 8)}@example.org`,
        password: 'Default#2026',
        role: 'Patient',
        status: 'active',
        originOfContact: 'New Referral',
        info: {
          name: 'Pia Picker',
          gender: 'Female',
          dateOfBirth: '1950-04-02',
          language: 'English',
          address: { street: '12 Main St', city: 'Windsor', state: 'ON', code: 'n9a1a1' },
        },
      },
    });
    expect(created.status).toBe(201);
    const pia = created.body.user._id as string;
    expect(await listed('cora', 'role=Patient')).toContain(pia);
    expect(await listed('cora', 'role=Patient&assigned=true')).not.toContain(pia);

    const assign = (body: object) =>
      api('PATCH', `/api/users/${as('cora').id}/patients`, { token: as('cora').token, body });
    expect((await assign({ add: [pia] })).status).toBe(200);
    expect((await listed('cora', 'role=Patient&assigned=true')).sort()).toEqual([as('paul').id, pia].sort());
    expect((await assign({ remove: [pia] })).status).toBe(200);
    expect(await listed('cora', 'role=Patient&assigned=true')).toEqual([as('paul').id]);
  });

  it('gives a Volunteer their assigned members, as without the flag', async () => {
    expect(await listed('victor', 'role=Patient&assigned=true')).toEqual([as('mary').id]);
    expect(await listed('victor', 'assigned=true')).toEqual([as('mary').id]);
  });

  it('does not narrow an Admin, who may start for any member', async () => {
    const all = await listed('admin', 'role=Patient');
    expect(all).toEqual(expect.arrayContaining([as('mary').id, as('paul').id, SEED_PEOPLE.otto]));
    expect(await listed('admin', 'role=Patient&assigned=true')).toEqual(all);
  });

  it('refuses a bad flag with 400, and a member still gets 403', async () => {
    for (const bad of ['yes', '1', 'TRUE', 'true,true', '']) {
      const res = await api('GET', `/api/users?assigned=${encodeURIComponent(bad)}`, {
        token: as('cora').token,
      });
      expect(res.status, `assigned=${bad}`).toBe(400);
    }
    expect((await api('GET', '/api/users?assigned=true', { token: as('mary').token })).status).toBe(403);
  });
});
