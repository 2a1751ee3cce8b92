import type { RouteDef } from '@circles/shared/api/define';
import { enforceRateLimit } from '../rate-limit';
import { stateOf, type Middleware } from './state';

/** The route's per-client rate limit (429 with Retry-After past it); routes without one pass. */
export function rateLimit(route: RouteDef): Middleware {
  const limit = route.rateLimit;
  if (!limit) return {};
  return {
    before: async ({ event }) => {
      await enforceRateLimit(route.name, stateOf(event).clientIp, limit.limit, limit.windowSeconds);
    },
  };
}
