import type { RouteDef } from '@circles/shared/api/define';
import { AppError } from '../../errors';
import { stateOf, type Middleware } from './state';

/**
 * On `user` routes: the access token's claims (verified by the API's JWT authorizer) must name a subject
 * and be an access token, not an ID token; 401 otherwise. Public routes pass.
 */
export function authentication(route: RouteDef): Middleware {
  if (route.auth !== 'user') return {};
  return {
    before: ({ event }) => {
      const claims = event.requestContext.authorizer?.jwt?.claims;
      const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
      if (!sub || claims?.token_use !== 'access') throw new AppError('UNAUTHORIZED', 'Unauthorized');
      stateOf(event).sub = sub;
    },
  };
}
