/**
 * Cognito's own lockout for password sign-in, which cognito-local lacks (AWS documents it under
 * "Lockout behavior for failed sign-in attempts"): after 5 failed password attempts for one user name,
 * the user is locked for 2^(n-5) seconds (n = failures so far), at most about 15 minutes; attempts
 * during a lock answer NotAuthorizedException 'Password attempts exceeded' and do not count; a
 * successful sign-in, or 15 minutes without attempts, resets. The refresh proxy applies it to
 * InitiateAuth, so locally the published client id cannot be used to guess passwords without limit,
 * exactly as in AWS.
 */
export interface CognitoLockout {
  /** Seconds until `username` may try again, or 0. */
  lockedFor(username: string, nowMs?: number): number;
  /** Records the outcome of a password attempt that was not refused. */
  record(username: string, succeeded: boolean, nowMs?: number): void;
}

const FREE_FAILURES = 5;
const LONGEST_LOCK_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 15 * 60 * 1000;

/** An in-memory lockout (one local process holds every attempt). */
export function createCognitoLockout(): CognitoLockout {
  const users = new Map<string, { failures: number; lockedUntil: number; lastAttempt: number }>();
  const current = (username: string, now: number) => {
    const key = username.trim().toLowerCase();
    const entry = users.get(key);
    if (entry && now - entry.lastAttempt > FORGET_AFTER_MS && entry.lockedUntil <= now) users.delete(key);
    return { key, entry: users.get(key) };
  };
  return {
    lockedFor(username, now = Date.now()) {
      const { entry } = current(username, now);
      return entry && entry.lockedUntil > now ? Math.ceil((entry.lockedUntil - now) / 1000) : 0;
    },
    record(username, succeeded, now = Date.now()) {
      const { key, entry } = current(username, now);
      if (succeeded) return void users.delete(key);
      const failures = (entry?.failures ?? 0) + 1;
      const lockMs =
        failures >= FREE_FAILURES ? Math.min(LONGEST_LOCK_MS, 1000 * 2 ** (failures - FREE_FAILURES)) : 0;
      users.set(key, { failures, lockedUntil: now + lockMs, lastAttempt: now });
    },
  };
}
