import * as z from 'zod';
import { defineRoute } from '../define';
import {
  loginBodySchema,
  loginResponseSchema,
  selfRegisterBodySchema,
  selfRegisterResponseSchema,
  validateResponseSchema,
} from '../../schemas/user';
import { idParamsSchema } from '../../schemas/common';
import { userDetailSchema } from '../../schemas/people';

/** Identity calls of spec 000 §7 and spec 002 §7. */
export const userRoutes = {
  usersSelfRegister: defineRoute({
    name: 'usersSelfRegister',
    method: 'POST',
    path: '/api/users/selfRegister',
    auth: 'public',
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
    body: loginBodySchema,
    response: loginResponseSchema,
    rateLimit: { limit: 20, windowSeconds: 300 },
  }),
  usersValidate: defineRoute({
    name: 'usersValidate',
    method: 'GET',
    path: '/api/users/validate',
    auth: 'user',
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
    status: 204,
    response: z.undefined(),
  }),
  /** One user's profile (the account page); same scope as the profile view. */
  usersGet: defineRoute({
    name: 'usersGet',
    method: 'GET',
    path: '/api/users/{id}',
    auth: 'user',
    params: idParamsSchema,
    response: z.object({ user: userDetailSchema }),
  }),
};
