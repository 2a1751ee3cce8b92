import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  partnerLinkBodySchema,
  partnerLinkResponseSchema,
  weccBodySchema,
  weccResponseSchema,
} from '../../schemas/partner';
import { idParamsSchema } from '../../schemas/common';

/**
 * Partner-organisation sign-in (spec 000 §2 Login, §7, §8; issue 23). The person signs in at the
 * partner's own server (never ours); its token comes here, is verified against the partner's published
 * keys, and starts a session for the Circles account an Admin linked to that partner identity.
 */
/**
 * What the users area's modules these routes import can answer (the shared user repository's
 * uniqueness and version checks among them), as the other user routes declare.
 */
const partnerErrors = [
  'CONFLICT',
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

export const partnerRoutes = {
  /**
   * 200 with the session; 401 `PARTNER_NO_ACCOUNT` (the spec's account-missing text) when no account is
   * linked; 401 `BAD_CREDENTIALS` (the spec's verifying text) when the token does not verify; the
   * password sign-in's per-login lock and per-client rate limit. Audited `user.partner.login` either way.
   */
  usersWecc: defineRoute({
    name: 'usersWecc',
    method: 'POST',
    path: '/api/users/wecc',
    auth: 'public',
    invalidates: [],
    errors: [...partnerErrors, 'BAD_CREDENTIALS', 'PARTNER_NO_ACCOUNT', 'LOGIN_LOCKED', 'ACCOUNT_DISABLED'],
    body: weccBodySchema,
    response: weccResponseSchema,
    rateLimit: { limit: 20, windowSeconds: 300 },
  }),
  /** The partner identity linked to a user's account: Admins only (others 403, unknown 404). */
  usersPartnerGet: defineRoute({
    name: 'usersPartnerGet',
    method: 'GET',
    path: '/api/users/{id}/partner',
    auth: 'user',
    errors: partnerErrors,
    params: idParamsSchema,
    response: partnerLinkResponseSchema,
  }),
  /**
   * Links a partner identity to a member's account (Admins only): 409 `CONFLICT` when it is linked to
   * another account, 400 `NOT_MEMBER` for staff (who sign in with their second factor). Audited.
   */
  usersPartnerLink: defineRoute({
    name: 'usersPartnerLink',
    method: 'PUT',
    path: '/api/users/{id}/partner',
    auth: 'user',
    invalidates: ['users'],
    errors: partnerErrors,
    params: idParamsSchema,
    body: partnerLinkBodySchema,
    response: partnerLinkResponseSchema,
  }),
  /** Removes the link (Admins only). Audited. */
  usersPartnerUnlink: defineRoute({
    name: 'usersPartnerUnlink',
    method: 'DELETE',
    path: '/api/users/{id}/partner',
    auth: 'user',
    invalidates: ['users'],
    errors: partnerErrors,
    params: idParamsSchema,
    response: partnerLinkResponseSchema,
  }),
};
