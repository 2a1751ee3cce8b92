import * as z from 'zod';
import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  loginBodySchema,
  loginResponseSchema,
  selfRegisterBodySchema,
  selfRegisterResponseSchema,
  userSchema,
  validateResponseSchema,
} from '../../schemas/user';
import { idParamsSchema } from '../../schemas/common';
import { userDetailSchema, userResponseSchema } from '../../schemas/people';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const userErrors = [
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/** Identity calls of spec 000 §7 and spec 002 §7. */
export const userRoutes = {
  usersSelfRegister: defineRoute({
    name: 'usersSelfRegister',
    method: 'POST',
    path: '/api/users/selfRegister',
    auth: 'public',
    invalidates: [],
    errors: userErrors,
    status: 201,
    body: selfRegisterBodySchema,
    response: selfRegisterResponseSchema,
    rateLimit: { limit: 10, windowSeconds: 600 },
  }),
  usersLogin: defineRoute({
    name: 'usersLogin',
    method: 'POST',
    path: '/api/users/login',
    auth: 'public',
    invalidates: [],
    errors: [...userErrors, 'BAD_CREDENTIALS', 'BAD_MFA_CODE', 'LOGIN_LOCKED', 'MFA_CODE_REQUIRED'],
    body: loginBodySchema,
    response: loginResponseSchema,
    rateLimit: { limit: 20, windowSeconds: 300 },
  }),
  usersValidate: defineRoute({
    name: 'usersValidate',
    method: 'GET',
    path: '/api/users/validate',
    auth: 'user',
    errors: userErrors,
    response: validateResponseSchema,
  }),
  /**
   * Ends the caller's session for the API at once: the access token (and any refreshed from the same
   * sign-in) is refused from the next call on. The web app calls it before Amplify's signOut.
   */
  usersLogout: defineRoute({
    name: 'usersLogout',
    method: 'POST',
    path: '/api/users/logout',
    auth: 'user',
    invalidates: [],
    errors: userErrors,
    status: 204,
    response: z.undefined(),
  }),
  /**
   * Records the caller's own second factor (issue 21) once they have enrolled it with Cognito
   * (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference with their access token). The
   * server does not take the client's word: it asks Cognito (AdminGetUser) and answers 409
   * `MFA_NOT_ENROLLED` when the factor is not active there. Open to staff who have not enrolled yet
   * (and before a first password change); audited `user.mfa.enrol`.
   */
  usersMfaEnrol: defineRoute({
    name: 'usersMfaEnrol',
    method: 'POST',
    path: '/api/users/mfa',
    auth: 'user',
    invalidates: ['users'],
    errors: [...userErrors, 'MFA_NOT_ENROLLED'],
    response: z.object({ user: userSchema }),
  }),
  /**
   * Turns a user's second factor off, in Cognito (AdminSetUserMFAPreference) and in the stored user
   * (issue 21): an Admin's reset of someone else's lost factor (staff then enrol again at their next
   * sign-in), or a member turning their own opt-in off. Staff cannot turn off their own; others 404
   * when out of scope, else 403. Audited `user.mfa.reset`.
   */
  usersMfaReset: defineRoute({
    name: 'usersMfaReset',
    method: 'DELETE',
    path: '/api/users/{id}/mfa',
    auth: 'user',
    invalidates: ['users'],
    errors: userErrors,
    params: idParamsSchema,
    response: userResponseSchema,
  }),
  /** One user's profile (the account page); same scope as the profile view. */
  usersGet: defineRoute({
    name: 'usersGet',
    method: 'GET',
    path: '/api/users/{id}',
    auth: 'user',
    errors: userErrors,
    params: idParamsSchema,
    response: z.object({ user: userDetailSchema }),
  }),
};
