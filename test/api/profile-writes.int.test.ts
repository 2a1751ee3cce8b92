import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { DEMO_PEOPLE, peopleApi } from '../support/people-api';
import { partitionItems } from '../support/table-snapshot';

/**
 * Profile writes (issues 19 and 20) over HTTP: which fields each caller may change on whom (ACCESS.md
 * 'edit profile fields', refused whole with 403 naming the fields, audited, nothing changed), and names
 * stored in one Unicode form.
 */

const { api, as, signInDemo } = peopleApi('203.0.113.');

beforeAll(async () => {
  // The staff and Mary (Paul and Lena are not needed here).
  await signInDemo(DEMO_PEOPLE.slice(0, 4));
});

/** The stored profile, read by an Admin. */
async function profile(id: string) {
  const res = await api('GET', `/api/users/1/${id}`, { token: as('admin').token });
  expect(res.status).toBe(200);
  return res.body.user;
}

/** The audit events about `memberId` (the table of this file's stack). */
const auditOf = (memberId: string) => partitionItems(`AUDIT#MEMBER#${memberId}`);

const patch = (who: string, id: string, body: Record<string, unknown>) =>
  api('PATCH', `/api/users/${id}`, { token: as(who).token, body });

const wizardBody = (name = 'Nora New') => ({
  email: `fields.${randomUUID().slice(0, 8)}@example.org`,
  password: 'Default#2026',
  role: 'Patient',
  originOfContact: 'New Referral',
  info: { name, gender: 'Female', dateOfBirth: '1950-04-02', language: 'English' },
});

describe('PATCH /api/users/{id}: fields by caller', () => {
  it('refuses a member’s own intake fields with 403 naming them, changes nothing and audits it', async () => {
    const mary = as('mary').id;
    const before = await profile(mary);
    const res = await patch('mary', mary, {
      version: before.version,
      originOfContact: 'Other',
      referralDetails: 'Self-referred',
      info: { city: 'Amherstburg' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FIELD_NOT_ALLOWED');
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).toEqual([
      'originOfContact',
      'referralDetails',
    ]);
    const after = await profile(mary);
    expect(after.version).toBe(before.version);
    expect(after.originOfContact).toBe(before.originOfContact);
    expect(after.referralDetails).toBe(before.referralDetails);
    expect(after.info.city).toBe(before.info.city);
    const events = await auditOf(mary);
    expect(
      events.some(
        (e) => e.actorId === mary && e.action === 'user.editProfile.intake' && e.outcome === 'denied',
      ),
    ).toBe(true);
  });

  it('refuses a member’s own gender, date of birth and language', async () => {
    const mary = as('mary').id;
    const { version } = await profile(mary);
    const res = await patch('mary', mary, {
      version,
      info: { gender: 'Male', dateOfBirth: '1951-01-01', language: 'French' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).toEqual([
      'info.gender',
      'info.dateOfBirth',
      'info.language',
    ]);
  });

  it('lets a member change her own name, phone and address', async () => {
    const mary = as('mary').id;
    const { version, info } = await profile(mary);
    const res = await patch('mary', mary, {
      version,
      info: { name: info.name, street: '12 Main St', city: 'Windsor', postalCode: 'n9a1a1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.info).toMatchObject({ street: '12 Main St', postalCode: 'N9A 1A1' });
  });

  it('lets a Coordinator change a facility member’s intake and personal fields', async () => {
    const created = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody(),
    });
    const user = created.body.user;
    const res = await patch('cora', user._id, {
      version: user.version,
      originOfContact: 'Service Transition',
      referralDetails: 'From the hospital',
      info: { gender: 'NonBinary', genderOther: 'Two-spirit', language: 'French' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      originOfContact: 'Service Transition',
      referralDetails: 'From the hospital',
      info: { gender: 'NonBinary', genderOther: 'Two-spirit', language: 'French' },
    });
  });

  it('refuses a Coordinator’s own intake fields and a Volunteer’s own language', async () => {
    const cora = as('cora').id;
    const own = await profile(cora);
    expect((await patch('cora', cora, { version: own.version, referralDetails: 'Me' })).status).toBe(403);
    const victor = as('victor').id;
    const vol = await profile(victor);
    expect(
      (await patch('victor', victor, { version: vol.version, info: { language: 'French' } })).status,
    ).toBe(403);
  });
});

describe('names in one Unicode form', () => {
  const composed = 'Zo\u00e9 Tremblay';
  const decomposed = 'Zoe\u0301 Tremblay';

  it('stores Zoé typed two ways once, in NFC, and finds it by either form', async () => {
    expect(decomposed).not.toBe(composed);
    const email = `zoe.${randomUUID().slice(0, 8)}@example.org`;
    const registered = await api('POST', '/api/users/selfRegister', {
      body: {
        name: decomposed,
        email,
        password: 'Valid#Pass1',
        consent: { letterVersion: LETTER_OF_INFORMATION_VERSION },
      },
    });
    expect(registered.status).toBe(201);
    const created = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody(composed),
    });
    expect(created.status).toBe(201);
    const selfRegistered = await profile(registered.body.id);
    expect(selfRegistered.info.name).toBe(composed);
    expect(created.body.user.info.name).toBe(composed);

    const renamed = await patch('admin', created.body.user._id, {
      version: created.body.user.version,
      info: { name: decomposed },
    });
    expect(renamed.body.user.info.name).toBe(composed);

    for (const typed of [composed, decomposed]) {
      const found = await api('GET', `/api/users?limit=100&name=${encodeURIComponent(typed)}`, {
        token: as('admin').token,
      });
      expect(found.body.users.map((u: { _id: string }) => u._id).sort()).toEqual(
        [registered.body.id, created.body.user._id].sort(),
      );
    }
  });

  it('accepts names with hyphens, apostrophes and periods where people are registered', async () => {
    const created = await api('POST', '/api/users/register', {
      token: as('admin').token,
      body: wizardBody('Mary-Ann O’Brien'),
    });
    expect(created.status).toBe(201);
    const renamed = await patch('admin', created.body.user._id, {
      version: created.body.user.version,
      info: { name: "Jean-Luc O'Brien Jr." },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.info.name).toBe("Jean-Luc O'Brien Jr.");
    const refused = await patch('admin', created.body.user._id, {
      version: renamed.body.user.version,
      info: { name: 'Mary <script>' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([{ path: 'info.name', message: 'Invalid name' }]);
  });
});
