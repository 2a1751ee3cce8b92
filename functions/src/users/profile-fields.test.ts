import { describe, expect, it } from 'vitest';
import { profilePatchBodySchema } from '@circles/shared/schemas/people';
import type { AuditEvent } from '../members/ports';
import { profileBodyPaths, requireEditableFields } from './profile-fields';
import { actorOf, type UserRecord } from '../members/user-record';

const mary: UserRecord = {
  id: 'mary',
  role: 'Patient',
  username: 'mary@example.org',
  status: 'active',
  enabled: true,
  facilityId: 'f1',
  info: { name: 'Mary Member' },
  patients: [],
  workers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function deps() {
  const events: AuditEvent[] = [];
  return {
    events,
    deps: { audit: { record: async (e: AuditEvent) => void events.push(e) }, now: () => new Date() },
  };
}

describe('profileBodyPaths', () => {
  it('names the fields a body sets, info fields under info., never the version', () => {
    const body = profilePatchBodySchema.parse({
      version: 3,
      email: 'mary@example.org',
      referralDetails: '',
      info: { city: 'Windsor', gender: 'Female' },
    });
    expect(profileBodyPaths(body)).toEqual(['email', 'referralDetails', 'info.gender', 'info.city']);
  });
});

describe('requireEditableFields', () => {
  it('lets a member set her own contact fields', async () => {
    const { deps: d, events } = deps();
    const body = profilePatchBodySchema.parse({ version: 1, phone: '5195550104', info: { name: 'Mary M' } });
    await expect(requireEditableFields(d, actorOf(mary), mary, body)).resolves.toBeUndefined();
    expect(events).toEqual([]);
  });

  it('refuses a member’s intake and personal fields with 403 naming each, one denial per group', async () => {
    const { deps: d, events } = deps();
    const body = profilePatchBodySchema.parse({
      version: 1,
      originOfContact: 'Other',
      referralDetails: 'Me',
      info: { city: 'Windsor', language: 'French' },
    });
    const refusal = requireEditableFields(d, actorOf(mary), mary, body);
    await expect(refusal).rejects.toMatchObject({
      kind: 'FORBIDDEN',
      code: 'FIELD_NOT_ALLOWED',
      issues: [
        { path: 'originOfContact', message: 'You may not change this field.' },
        { path: 'referralDetails', message: 'You may not change this field.' },
        { path: 'info.language', message: 'You may not change this field.' },
      ],
    });
    expect(events.map((e) => [e.action, e.memberId, e.outcome]).sort()).toEqual([
      ['user.editProfile.intake', 'mary', 'denied'],
      ['user.editProfile.personal', 'mary', 'denied'],
    ]);
  });
});
