import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/auth';
import type { User } from '@circles/shared/schemas/user';
import { ulid } from 'ulid';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import {
  PartnerTokenError,
  type PartnerIdentity,
  type PartnerLinks,
  type PartnerSessions,
} from './partner-ports';
import type { AuditLog, LoginAttempts, UsersRepository } from '../members/ports';
import { actorOf, toUser, type UserRecord } from '../members/user-record';

/** What the partner sign-in needs (issue 23); each a port so the domain is tested without AWS. */
export interface PartnerLoginDeps {
  users: Pick<UsersRepository, 'get' | 'findIdByEmail'>;
  links: PartnerLinks;
  sessions: PartnerSessions;
  attempts: LoginAttempts;
  audit: AuditLog;
  verify: (token: string, email: string) => Promise<PartnerIdentity>;
  now: () => Date;
}

/** The audit action of every partner sign-in, allowed or not. */
export const PARTNER_LOGIN_EVENT = 'user.partner.login';

const refusedToken = () =>
  new AppError('UNAUTHORIZED', msg('auth.partner.verifyProblem'), { code: 'BAD_CREDENTIALS' });

/**
 * The account a verified partner identity signs in to. The rule (issue 23): the account an Admin linked
 * to the partner subject; failing that, and only when the partner says the email is verified, the one
 * member (Patient) account whose stored email is exactly that email and which has no partner link of its
 * own. That first sign-in records the link, so a later change of email at the partner changes nothing.
 */
async function accountOf(deps: PartnerLoginDeps, identity: PartnerIdentity) {
  const linkedId = await deps.links.findUserId(identity.subject);
  if (linkedId) return deps.users.get(linkedId);
  if (!identity.emailVerified) return undefined;
  const byEmailId = await deps.users.findIdByEmail(identity.email);
  const candidate = byEmailId ? await deps.users.get(byEmailId) : undefined;
  if (!candidate || !isMemberRole(candidate.role) || candidate.partnerSubject) return undefined;
  if (candidate.email?.toLowerCase() !== identity.email) return undefined;
  const event = {
    ...eventBase(deps, candidate, 'user.partner.link'),
    recordId: identity.subject,
  };
  await deps.links.link(candidate, identity.subject, candidate.id, event);
  await deps.sessions.setSubject(candidate.username, identity.subject);
  return { ...candidate, partnerSubject: identity.subject, version: candidate.version + 1 };
}

function eventBase(deps: PartnerLoginDeps, record: UserRecord, action: string) {
  const actor = actorOf(record);
  return {
    id: ulid(),
    at: deps.now().toISOString(),
    actorId: actor.id,
    actorRole: actor.role,
    ...(actor.facilityId ? { facilityId: actor.facilityId } : {}),
    action,
    memberId: record.id,
    outcome: 'allowed' as const,
  };
}

/**
 * `POST /api/users/wecc` (spec 000 §7, issue 23): verifies the partner token (signature, issuer,
 * audience, expiry, the email claim equal to `email`), finds the linked account and starts a Circles
 * session for it through Cognito's custom auth (never a password). Attempts are counted per partner
 * email like password sign-ins (login-lock.ts). 401 `BAD_CREDENTIALS` with the spec's verifying text
 * for a refused token, 401 `PARTNER_NO_ACCOUNT` with the account-missing text, and staff or accounts
 * with a second factor are refused (a partner sign-in never stands in for the second factor). Audited
 * `user.partner.login` either way.
 */
export async function partnerLogin(
  deps: PartnerLoginDeps,
  token: string,
  email: string,
): Promise<{
  token: string;
  user: User;
  session: { username: string; idToken: string; refreshToken?: string };
}> {
  const login = `partner:${email}`;
  const reserved = await deps.attempts.reserve(login, Math.floor(deps.now().getTime() / 1000));
  if (!reserved.allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
      code: 'LOGIN_LOCKED',
      retryAfterSeconds: reserved.retryAfterSeconds,
    });
  let identity;
  try {
    identity = await deps.verify(token, email);
  } catch (err) {
    if (!(err instanceof PartnerTokenError)) throw err;
    await audit(deps, undefined, PARTNER_LOGIN_EVENT, 'unknown', err.reason === 'keys' ? 'failed' : 'denied');
    throw refusedToken();
  }
  const record = await accountOf(deps, identity);
  if (!record) {
    await audit(deps, undefined, PARTNER_LOGIN_EVENT, 'unknown', 'denied');
    throw new AppError('UNAUTHORIZED', msg('auth.partner.noAccount'), { code: 'PARTNER_NO_ACCOUNT' });
  }
  const denied = async () =>
    deps.audit.record({ ...eventBase(deps, record, PARTNER_LOGIN_EVENT), outcome: 'denied' });
  if (!record.enabled) {
    await denied();
    throw new AppError('UNAUTHORIZED', msg('auth.login.incorrectOrDisabled'), { code: 'ACCOUNT_DISABLED' });
  }
  if (!isMemberRole(record.role) || record.mfa?.factor === 'TOTP') {
    await denied();
    throw refusedToken();
  }
  const session = await deps.sessions.start(record.username, token, identity.email);
  if (!session) {
    await denied();
    throw refusedToken();
  }
  await deps.attempts.reset(login);
  await deps.audit.record(eventBase(deps, record, PARTNER_LOGIN_EVENT));
  return {
    token: session.accessToken,
    user: toUser(record),
    session: {
      username: record.username,
      idToken: session.idToken,
      ...(session.refreshToken ? { refreshToken: session.refreshToken } : {}),
    },
  };
}
