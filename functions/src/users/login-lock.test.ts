import { describe, expect, it } from 'vitest';
import { login } from './accounts';
import { lockSecondsAfter, LOGIN_ATTEMPTS_BEFORE_LOCK } from './login-lock';
import type { IdentityProvider, LoginAttempts, UsersRepository } from '../members/ports';
import type { UserRecord } from '../members/user-record';

/** The DynamoDB store's rules in memory: reserve while not locked and under the allowance. */
function memoryAttempts(): LoginAttempts {
  const items = new Map<string, { attempts: number; allowance: number; lockedUntil: number }>();
  return {
    async reserve(key, now) {
      const item = items.get(key) ?? { attempts: 0, allowance: LOGIN_ATTEMPTS_BEFORE_LOCK, lockedUntil: 0 };
      if (item.lockedUntil > now || item.attempts >= item.allowance)
        return { allowed: false, retryAfterSeconds: Math.max(1, item.lockedUntil - now) };
      item.attempts += 1;
      if (item.attempts >= item.allowance) {
        item.lockedUntil = now + lockSecondsAfter(item.attempts);
        item.allowance += 1;
      }
      items.set(key, item);
      return { allowed: true };
    },
    async reset(key) {
      items.delete(key);
    },
  };
}

const record = { id: 'u1', username: 'ann@example.org', enabled: true, role: 'Patient' } as UserRecord;
const users = { get: async () => record, findIdByPhone: async () => undefined } as unknown as UsersRepository;
const identity = {
  signIn: async (_u: string, password: string) =>
    password === 'Right#1' ? { accessToken: 't', sub: 'u1' } : undefined,
} as unknown as IdentityProvider;

async function attempt(deps: Parameters<typeof login>[0], password: string) {
  try {
    await login(deps, 'ann@example.org', password);
    return { status: 200 };
  } catch (err) {
    const e = err as { kind: string; retryAfterSeconds?: number };
    return { status: e.kind === 'RATE_LIMITED' ? 429 : 401, retryAfter: e.retryAfterSeconds };
  }
}

describe('lockSecondsAfter', () => {
  it('locks for 30 s at the fifth failure, doubling up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 30].map(lockSecondsAfter)).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });
});

describe('login back-off per account', () => {
  it('refuses the right password while locked, with a Retry-After that grows after each further failure', async () => {
    let now = Date.UTC(2026, 0, 1);
    const deps = { users, identity, attempts: memoryAttempts(), now: () => new Date(now) };
    for (let i = 0; i < 5; i++) expect((await attempt(deps, 'Wrong#1')).status).toBe(401);
    expect(await attempt(deps, 'Right#1')).toEqual({ status: 429, retryAfter: 30 });
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      now += (waits.at(-1) ?? 30) * 1000;
      expect((await attempt(deps, 'Wrong#1')).status).toBe(401);
      const refused = await attempt(deps, 'Right#1');
      expect(refused.status).toBe(429);
      waits.push(refused.retryAfter!);
    }
    expect(waits).toEqual([60, 120, 240]);
    now += 240_000;
    expect((await attempt(deps, 'Right#1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(deps, 'Wrong#1')).status).toBe(401);
    expect((await attempt(deps, 'Right#1')).status).toBe(200);
  });
});
