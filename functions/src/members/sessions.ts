import type { UsersRepository } from './ports';
import type { UserRecord } from './user-record';

/** The token claims a session check reads (API Gateway passes every claim as a string). */
export type TokenClaims = Record<string, string | number | boolean | string[] | undefined>;

/**
 * The session an access token belongs to: Cognito's `origin_jti` (the same for every access token
 * refreshed from one sign-in), else the token's own `jti` (cognito-local issues no origin_jti).
 */
export function sessionIdOf(claims: TokenClaims | undefined): string | undefined {
  const id = claims?.origin_jti ?? claims?.jti;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Whether the token's session was ended by a sign-out (the wrapper refuses it with 401). */
export function sessionEnded(user: UserRecord, claims: TokenClaims | undefined): boolean {
  const id = sessionIdOf(claims);
  return id !== undefined && user.endedSessions?.[id] !== undefined;
}

/**
 * Signs the caller's session out for the API at once: its access token (and every token refreshed from
 * the same sign-in) is refused from the next call on, though it would verify for up to an hour more.
 * Entries whose tokens have expired anyway are dropped on the way.
 */
export async function endSession(
  deps: { users: Pick<UsersRepository, 'endSession'>; now: () => Date },
  user: UserRecord,
  claims: TokenClaims | undefined,
): Promise<void> {
  const sessionId = sessionIdOf(claims);
  if (!sessionId) return;
  const nowSeconds = Math.floor(deps.now().getTime() / 1000);
  // A token lives an hour at most; without `exp` keep the entry that long.
  const expiresAt = Number(claims?.exp) || nowSeconds + 3600;
  const expired = Object.entries(user.endedSessions ?? {})
    .filter(([, exp]) => exp < nowSeconds)
    .map(([id]) => id);
  await deps.users.endSession(user.id, sessionId, expiresAt, expired);
}
