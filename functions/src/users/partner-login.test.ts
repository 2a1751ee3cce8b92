import { describe, expect, it } from 'vitest';
import { partnerLogin, type PartnerLoginDeps } from './partner-login';
import { PartnerTokenError, type PartnerIdentity, type PartnerLinks } from './partner-ports';
import type { AuditEvent } from '../members/ports';
import { userRecord } from '../members/testing/user-records';
import type { UserRecord } from '../members/user-record';

/** Stored users, links and sessions in memory; the partner token "verifies" to `identity`. */
function fakeDeps(records: UserRecord[], identity: PartnerIdentity | PartnerTokenError) {
  const stored = new Map(records.map((r) => [r.id, r]));
  const links = new Map(records.filter((r) => r.partnerSubject).map((r) => [r.partnerSubject!, r.id]));
  const events: AuditEvent[] = [];
  const started: string[] = [];
  const linkStore: PartnerLinks = {
    findUserId: async (subject) => links.get(subject),
    async link(user, subject, _actor, event) {
      links.set(subject, user.id);
      stored.set(user.id, { ...user, partnerSubject: subject });
      events.push(event);
    },
    unlink: async () => undefined,
  };
  const deps: PartnerLoginDeps = {
    users: {
      get: async (id) => stored.get(id),
      findIdByEmail: async (email) => [...stored.values()].find((r) => r.email === email)?.id,
    },
    links: linkStore,
    sessions: {
      async start(username) {
        started.push(username);
        return { accessToken: `access-${username}`, idToken: 'id' };
      },
      setSubject: async () => undefined,
    },
    attempts: { reserve: async () => ({ allowed: true }), reset: async () => undefined },
    audit: { record: async (e) => void events.push(e) },
    verify: async () => {
      if (identity instanceof PartnerTokenError) throw identity;
      return identity;
    },
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  };
  return { deps, events, started, links };
}

const ann = (extra: Partial<UserRecord> = {}) =>
  userRecord('ann', 'Patient', { email: 'ann@example.org', username: 'ann@example.org', ...extra });
const identity = (extra: Partial<PartnerIdentity> = {}): PartnerIdentity => ({
  subject: 'p-1',
  email: 'ann@example.org',
  emailVerified: false,
  ...extra,
});

describe('partnerLogin: which account a partner identity signs in to', () => {
  it('starts a session for the account linked to the subject, audited as allowed', async () => {
    const { deps, events, started } = fakeDeps([ann({ partnerSubject: 'p-1' })], identity());
    const out = await partnerLogin(deps, 'token', 'ann@example.org');
    expect(out.token).toBe('access-ann@example.org');
    expect(started).toEqual(['ann@example.org']);
    expect(events.map((e) => `${e.action}:${e.outcome}:${e.memberId}`)).toEqual([
      'user.partner.login:allowed:ann',
    ]);
  });

  it('does not match by email alone when the partner does not say the email is verified', async () => {
    const { deps, started } = fakeDeps([ann()], identity());
    await expect(partnerLogin(deps, 'token', 'ann@example.org')).rejects.toMatchObject({
      code: 'PARTNER_NO_ACCOUNT',
      message: 'This email has no account associated with the system.',
    });
    expect(started).toEqual([]);
  });

  it('matches a member by exactly her stored email when verified, and records the link', async () => {
    const { deps, links, events } = fakeDeps([ann()], identity({ emailVerified: true }));
    await partnerLogin(deps, 'token', 'ann@example.org');
    expect(links.get('p-1')).toBe('ann');
    expect(events.map((e) => e.action)).toEqual(['user.partner.link', 'user.partner.login']);
  });

  it.each([
    ['staff', userRecord('ann', 'Coordinator', { email: 'ann@example.org' })],
    ['a member already linked to another partner identity', ann({ partnerSubject: 'p-other' })],
  ])('never matches %s by email', async (_name, record) => {
    const { deps } = fakeDeps([record], identity({ emailVerified: true }));
    await expect(partnerLogin(deps, 'token', 'ann@example.org')).rejects.toMatchObject({
      code: 'PARTNER_NO_ACCOUNT',
    });
  });

  it.each([
    ['staff', userRecord('ann', 'Admin', { partnerSubject: 'p-1' })],
    ['a member with a second factor', ann({ partnerSubject: 'p-1', mfa: { factor: 'TOTP', at: 'x' } })],
  ])('refuses %s: a partner sign-in never stands in for a second factor', async (_name, record) => {
    const { deps, started, events } = fakeDeps([record], identity());
    await expect(partnerLogin(deps, 'token', 'ann@example.org')).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
      message: 'There was a problem verifying your partner organisation email.',
    });
    expect(started).toEqual([]);
    expect(events.map((e) => e.outcome)).toEqual(['denied']);
  });

  it('refuses a disabled account with the disabled text', async () => {
    const { deps } = fakeDeps([ann({ partnerSubject: 'p-1', enabled: false })], identity());
    await expect(partnerLogin(deps, 'token', 'ann@example.org')).rejects.toMatchObject({
      code: 'ACCOUNT_DISABLED',
    });
  });

  it('refuses a token that does not verify, audited as denied', async () => {
    const { deps, events } = fakeDeps([ann({ partnerSubject: 'p-1' })], new PartnerTokenError('invalid'));
    await expect(partnerLogin(deps, 'token', 'ann@example.org')).rejects.toMatchObject({
      code: 'BAD_CREDENTIALS',
    });
    expect(events.map((e) => `${e.action}:${e.outcome}`)).toEqual(['user.partner.login:denied']);
  });
});
