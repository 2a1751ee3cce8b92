import { describe, expect, it } from 'vitest';
import { login } from './accounts';
import type { PeopleRepository } from './people-ports';
import type { AuditEvent, IdentityProvider, LoginAttempts, UsersRepository } from '../members/ports';
import { enrolSecondFactor, resetSecondFactor, type SecondFactorDeps } from './second-factor';
import { userRecord as user } from '../members/testing/user-records';
import { actorOf, type UserRecord } from '../members/user-record';

/** Stored users and Cognito's factors in memory; every step is logged in order. */
function fakeDeps(records: UserRecord[], cognitoFactors: Record<string, ('TOTP' | 'SMS')[]>) {
  const stored = new Map(records.map((r) => [r.id, r]));
  const steps: string[] = [];
  const events: AuditEvent[] = [];
  const people = {
    get: async (id: string) => stored.get(id),
    async save(current: UserRecord, patch: Partial<UserRecord>, event: AuditEvent) {
      const next = { ...current, ...patch, version: current.version + 1 };
      stored.set(current.id, next);
      events.push(event);
      steps.push(`store ${patch.mfa?.factor}`);
      return next;
    },
  } as unknown as PeopleRepository;
  const identity = {
    secondFactors: async (username: string) => cognitoFactors[username] ?? [],
    async clearSecondFactors(username: string) {
      steps.push(`cognito clear ${username}`);
      cognitoFactors[username] = [];
    },
  } as unknown as IdentityProvider;
  const deps: SecondFactorDeps = {
    people,
    identity,
    audit: { record: async (e: AuditEvent) => void events.push(e) },
    now: () => new Date('2026-03-01T10:00:00.000Z'),
  };
  return { deps, stored, steps, events };
}

describe('enrolSecondFactor', () => {
  it("records the authenticator app only once Cognito has it active for the caller's sign-in", async () => {
    const cora = user('cora', 'Coordinator');
    const { deps, stored, events } = fakeDeps([cora], { 'cora@example.org': [] });
    await expect(enrolSecondFactor(deps, actorOf(cora), cora)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'MFA_NOT_ENROLLED',
    });
    expect(stored.get('cora')?.mfa).toBeUndefined();

    const { deps: after, stored: afterStored } = fakeDeps([cora], { 'cora@example.org': ['TOTP'] });
    const { user: answered } = await enrolSecondFactor(after, actorOf(cora), cora);
    expect(answered.mfa).toBe('TOTP');
    expect(afterStored.get('cora')?.mfa).toEqual({ factor: 'TOTP', at: '2026-03-01T10:00:00.000Z' });
    expect(events).toEqual([]);
  });

  it('audits the enrolment as user.mfa.enrol on the caller', async () => {
    const cora = user('cora', 'Coordinator');
    const { deps, events } = fakeDeps([cora], { 'cora@example.org': ['TOTP'] });
    await enrolSecondFactor(deps, actorOf(cora), cora);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'user.mfa.enrol',
        memberId: 'cora',
        actorId: 'cora',
        outcome: 'allowed',
      }),
    ]);
  });
});

describe('resetSecondFactor', () => {
  const ada = user('ada', 'Admin', { mfa: { factor: 'TOTP', at: '2026-01-02T00:00:00.000Z' } });
  const vic = user('vic', 'Volunteer', { mfa: { factor: 'TOTP', at: '2026-01-02T00:00:00.000Z' } });
  const mary = user('mary', 'Patient', { mfa: { factor: 'TOTP', at: '2026-01-02T00:00:00.000Z' } });

  it("lets an Admin reset a staff member's factor: the record first, then Cognito", async () => {
    const { deps, stored, steps, events } = fakeDeps([ada, vic], { 'vic@example.org': ['TOTP'] });
    const { user: answered } = await resetSecondFactor(deps, actorOf(ada), 'vic');
    expect(answered.mfa).toBeUndefined();
    expect(stored.get('vic')?.mfa?.factor).toBe('none');
    expect(steps).toEqual(['store none', 'cognito clear vic@example.org']);
    expect(events.map((e) => [e.action, e.memberId, e.outcome])).toEqual([
      ['user.mfa.reset', 'vic', 'allowed'],
    ]);
  });

  it('lets a member turn her own factor off, but not staff theirs', async () => {
    const { deps, stored } = fakeDeps([mary, vic, ada], {});
    await resetSecondFactor(deps, actorOf(mary), 'mary');
    expect(stored.get('mary')?.mfa?.factor).toBe('none');
    await expect(resetSecondFactor(deps, actorOf(vic), 'vic')).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(resetSecondFactor(deps, actorOf(ada), 'ada')).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(stored.get('vic')?.mfa?.factor).toBe('TOTP');
    expect(stored.get('ada')?.mfa?.factor).toBe('TOTP');
  });

  it("answers 404 for a member's reset of someone she cannot see, and audits the denial", async () => {
    const { deps, events } = fakeDeps([mary, vic], {});
    await expect(resetSecondFactor(deps, actorOf(mary), 'vic')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(events.map((e) => [e.action, e.outcome])).toEqual([['user.resetSecondFactor', 'denied']]);
  });
});

describe('login with a second factor', () => {
  const record = user('cora', 'Coordinator');
  const users = {
    get: async () => record,
    findIdByPhone: async () => undefined,
  } as unknown as UsersRepository;
  const identity = {
    async signIn(_u: string, password: string, code?: string) {
      if (password !== 'Right#1') return undefined;
      if (code === undefined) return { secondFactor: 'required' as const };
      return code === '123456' ? { accessToken: 't', sub: 'cora' } : { secondFactor: 'wrong' as const };
    },
  } as unknown as IdentityProvider;
  function attempts(): LoginAttempts & { resets: number } {
    return {
      resets: 0,
      reserve: async () => ({ allowed: true }),
      async reset() {
        this.resets += 1;
      },
    };
  }

  it('asks for the code, refuses a wrong one, and signs in with the right one', async () => {
    const counter = attempts();
    const deps = { users, identity, attempts: counter, now: () => new Date() };
    await expect(login(deps, 'cora@example.org', 'Right#1')).rejects.toMatchObject({
      kind: 'UNAUTHORIZED',
      code: 'MFA_CODE_REQUIRED',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    await expect(login(deps, 'cora@example.org', 'Right#1', '654321')).rejects.toMatchObject({
      kind: 'UNAUTHORIZED',
      code: 'BAD_MFA_CODE',
    });
    expect(counter.resets).toBe(0);
    const done = await login(deps, 'cora@example.org', 'Right#1', '123456');
    expect(done.token).toBe('t');
    expect(counter.resets).toBe(1);
  });
});
