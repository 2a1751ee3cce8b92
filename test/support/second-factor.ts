import { usernameOf } from '@circles/shared/rules/username';
import { totpCode } from '../../functions/local/totp';

/**
 * The authenticator secrets of the demo staff of this process's stack (issue 21), by user name (the
 * login's email or phone as the sign-in reads it, `usernameOf`).
 * Kept on `globalThis`, so the per-file setup (test/setup/file-stack.ts) and the test file's own modules
 * see one registry whichever copy of this module they load.
 */
const KEY = Symbol.for('circles.demoSecondFactors');
const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, string>()) as Map<
  string,
  string
>;

/** Remembers the demo staff's secrets (the seed's `totpSecret`), so their sign-ins can answer the code. */
export function rememberDemoSecondFactors(
  demo: readonly { login: string; phone?: string; totpSecret?: string }[],
): void {
  for (const d of demo) {
    if (!d.totpSecret) continue;
    registry.set(usernameOf(d.login), d.totpSecret);
    if (d.phone) registry.set(usernameOf(d.phone), d.totpSecret);
  }
}

/** The current authenticator code of a demo sign-in (by email or phone), or undefined when it has none. */
export function demoCodeOf(login: string, nowMs = Date.now()): string | undefined {
  const secret = registry.get(usernameOf(login));
  return secret ? totpCode(secret, nowMs) : undefined;
}

/**
 * A `POST /api/users/login` body with the demo account's current code added when it has a second factor
 * and the body names none: the one place the API tests complete a demo staff sign-in's second step.
 */
export function withDemoCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || 'code' in body) return body;
  const login = (body as { emailOrPhone?: unknown }).emailOrPhone;
  const code = typeof login === 'string' ? demoCodeOf(login) : undefined;
  return code ? { ...body, code } : body;
}
