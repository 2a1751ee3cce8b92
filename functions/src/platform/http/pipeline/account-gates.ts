import type { RouteDef } from '@circles/shared/api/define';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { secondFactorMissing } from '@circles/shared/rules/second-factor';
import { AppError } from '../../errors';
import { secondFactorOf } from '../../../members/user-record';
import { stateOf, type Middleware } from './state';

/**
 * What a user who must change the password staff gave them may still call: reading their own account,
 * the password change itself and sign-out. Everything else answers 403 `PASSWORD_CHANGE_REQUIRED`.
 */
export const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'usersValidate',
  'usersLogout',
  'usersGet',
  'usersSetPassword',
  'usersMfaEnrol',
]);

/**
 * What staff without a second factor may still call (issue 21): the token check, sign-out and the
 * enrolment. Everything else answers 403 `MFA_SETUP_REQUIRED`, so a password alone reaches no data.
 */
export const OPEN_BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set([
  'usersValidate',
  'usersLogout',
  'usersMfaEnrol',
]);

/**
 * On `user` routes, after the stored user is loaded: staff without a second factor, and anyone who must
 * change the password staff gave them, reach only the routes that let them put that right.
 */
export function accountGates(route: RouteDef): Middleware {
  if (route.auth !== 'user') return {};
  return {
    before: ({ event }) => {
      const user = stateOf(event).actorRecord;
      if (!user) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      if (
        secondFactorMissing({ role: user.role, mfa: secondFactorOf(user) }) &&
        !OPEN_BEFORE_SECOND_FACTOR.has(route.name)
      )
        throw new AppError('FORBIDDEN', validationMsg('validation.login.mfaSetupRequired'), {
          code: 'MFA_SETUP_REQUIRED',
        });
      if (user.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(route.name))
        throw new AppError('FORBIDDEN', 'Please change your password before you continue.', {
          code: 'PASSWORD_CHANGE_REQUIRED',
        });
    },
  };
}
