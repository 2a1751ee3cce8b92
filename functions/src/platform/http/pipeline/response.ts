import type { RouteDef } from '@circles/shared/api/define';
import { log } from '../../log';
import { json, stateOf, type Middleware, type Result } from './state';

/**
 * After the route: its answer goes through the contract's response schema (fields it does not name never
 * leave), with the route's status (204: no body), and the request is logged with no data of the caller's.
 */
export function responseShaping(route: RouteDef): Middleware {
  return {
    after: (request) => {
      const state = stateOf(request.event);
      const status = route.status ?? 200;
      log.info('request', {
        route: route.name,
        requestId: request.event.requestContext.requestId,
        status,
        durationMs: Date.now() - state.started,
        actorId: state.actor?.id,
      });
      const response: unknown = route.response.parse(request.response);
      request.response =
        status === 204
          ? ({ statusCode: 204, headers: { 'cache-control': 'no-store' } } satisfies Result)
          : json(status, response);
    },
  };
}
