import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { log } from '../log';

/** A Lambda handler of the HTTP API (payload v2). */
export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** A route's handler, made by `httpHandler`: it knows the route key it serves. */
export type RouteHandler = LambdaHandler & { readonly routeKey: string };

/** An area's Lambda entry: picks the route's handler by `event.routeKey`. */
export type AreaHandler = LambdaHandler & {
  /** The route keys this entry serves. */
  readonly routeKeys: readonly string[];
  /** The handler serving a route key (tests check it is the bound handler module's). */
  handlerOf(routeKey: string): RouteHandler | undefined;
};

/** API Gateway's route key of a route (`POST /api/users/login`), which `event.routeKey` carries. */
export function routeKeyOf(route: { readonly method: string; readonly path: string }): string {
  return `${route.method} ${route.path}`;
}

/**
 * The Lambda entry of one API area. API Gateway puts the matched route's key (`GET /api/users/{id}`)
 * in `event.routeKey`; the entry hands the event to that route's handler. An entry imports only its
 * own handlers, so its bundle holds only its area's code.
 */
export function areaHandler(area: string, handlers: readonly RouteHandler[]): AreaHandler {
  const byKey = new Map(handlers.map((h) => [h.routeKey, h] as const));
  if (byKey.size !== handlers.length) throw new Error(`Area ${area} serves a route key twice`);
  const entry: LambdaHandler = async (event, context) => {
    const handler = byKey.get(event.routeKey);
    if (handler) return handler(event, context);
    // Only a wiring mistake gets here: API Gateway sends this function its area's routes alone.
    log.warn('unrouted', { area, routeKey: event.routeKey, requestId: event.requestContext?.requestId });
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not Found' } }),
    };
  };
  return Object.assign(entry, {
    routeKeys: [...byKey.keys()],
    handlerOf: (routeKey: string) => byKey.get(routeKey),
  });
}
