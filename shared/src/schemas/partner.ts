import * as z from 'zod';
import { cleanIdentifier } from '../rules/contact';
import { partnerLoginIdentifierRule } from '../rules/forms';
import { userSchema } from './user';
import { zodCheck } from './zod-check';
import { TEXT_MAX, text } from './limits';

/** The longest partner token accepted (a signed JWT; far longer than any real one). */
export const PARTNER_TOKEN_MAX = 8192;

/**
 * `POST /api/users/wecc` (spec 000 §7): the token the partner organisation's own sign-in answered and the
 * email/username the person typed there. The email is cleaned and lower-cased as the sign-in form does.
 */
export const weccBodySchema = z.object({
  token: text(PARTNER_TOKEN_MAX).pipe(z.string().min(1)),
  email: text(TEXT_MAX.short)
    .transform((v) => cleanIdentifier(v).toLowerCase())
    .pipe(z.string().superRefine(zodCheck(partnerLoginIdentifierRule))),
});

/**
 * The Circles session it started: `token` (the access token, spec 000 §7) and `user`, plus the ID and
 * refresh tokens and the Cognito user name the web app's Amplify keeps beside it (the refresh token is
 * absent locally, where the session lasts the access token's hour).
 */
export const weccResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  session: z.object({
    username: z.string(),
    idToken: z.string(),
    refreshToken: z.string().optional(),
  }),
});

/** An Admin links a partner identity (the partner token's `sub`) to a user's account (issue 23). */
export const partnerLinkBodySchema = z.object({
  subject: text(TEXT_MAX.short).pipe(z.string().trim().min(1)),
});

/** The partner identity linked to an account, if any. */
export const partnerLinkResponseSchema = z.object({ subject: z.string().optional() });
