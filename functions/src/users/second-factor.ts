import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import type { User } from '@circles/shared/schemas/user';
import { AppError } from '../platform/errors';
import { authorize, changeEvent, type PeopleAdminDeps } from './people-admin';
import { toUser, toUserDetail, type UserRecord } from '../members/user-record';

/** What the second-factor use cases need: the stored users, the audit log, Cognito and the clock. */
export type SecondFactorDeps = Pick<PeopleAdminDeps, 'people' | 'audit' | 'identity' | 'now'>;

/**
 * `POST /api/users/mfa` (issue 21): records the caller's authenticator app once Cognito says it is
 * active for their sign-in (enrolled by the web app with the caller's own access token). The client's
 * word is never taken: without the factor in Cognito the answer is 409 `MFA_NOT_ENROLLED`.
 */
export async function enrolSecondFactor(
  deps: SecondFactorDeps,
  actor: Actor,
  record: UserRecord,
): Promise<{ user: User }> {
  const factors = await deps.identity.secondFactors(record.username);
  if (!factors.includes('TOTP'))
    throw new AppError('CONFLICT', msg('users.server.mfaNotEnrolled'), { code: 'MFA_NOT_ENROLLED' });
  const saved = await deps.people.save(
    record,
    { mfa: { factor: 'TOTP', at: deps.now().toISOString() }, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.mfa.enrol', record.id),
  );
  return { user: toUser(saved) };
}

/**
 * `DELETE /api/users/{id}/mfa` (issue 21): an Admin's reset of someone else's lost factor, or a member
 * turning their own off (policy 'user.resetSecondFactor'). The stored record is cleared first: should
 * Cognito then fail, staff are asked to enrol again (never let in on a password alone) and the call
 * can be repeated.
 */
export async function resetSecondFactor(
  deps: SecondFactorDeps,
  actor: Actor,
  id: string,
): Promise<{ user: UserDetail }> {
  const target = await authorize(deps, actor, 'user.resetSecondFactor', id);
  const saved = await deps.people.save(
    target,
    { mfa: { factor: 'none', at: deps.now().toISOString() }, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.mfa.reset', id),
  );
  await deps.identity.clearSecondFactors(target.username);
  return { user: toUserDetail(saved, actor) };
}
