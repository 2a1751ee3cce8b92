import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type * as z from 'zod';
import type { RouteBody, RouteDef, RouteParams, RouteQuery } from '@circles/shared/api/define';
import type { Actor } from '@circles/shared/access/types';
// zod issues answer with catalogue texts in the request's language, whichever schema raised them.
import '@circles/shared/schemas/issue-messages';
import type { TokenClaims } from '../../members/sessions';
import type { UserRecord } from '../../members/user-record';
import { routeKeyOf } from './area';
import { withRequestLocale } from './locale';
import { accountGates } from './pipeline/account-gates';
import { authentication } from './pipeline/authentication';
import { bodyLimit, contentType } from './pipeline/body';
import { errorAnswers } from './pipeline/errors';
import { originCheck } from './pipeline/origin';
import { rateLimit } from './pipeline/rate-limit';
import { responseShaping } from './pipeline/response';
import { stateOf, type Event, type Result } from './pipeline/state';
import { storedUser, type Prefetch } from './pipeline/stored-user';
import { validation } from './pipeline/validation';

export { clientIpOf } from './pipeline/origin';
export { MAX_BODY_BYTES } from './pipeline/body';

/** Everything a route's function receives: validated input and the stored user making the call. */
export interface HandlerRequest<R extends RouteDef> {
  body: RouteBody<R>;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  /** The stored, enabled user of the access token (always set on `user` routes). */
  actor: R['auth'] extends 'user' ? Actor : Actor | undefined;
  /** The actor's stored user, as read once by the pipeline (no handler needs to read it again). */
  actorRecord: R['auth'] extends 'user' ? UserRecord : UserRecord | undefined;
  headers: Record<string, string | undefined>;
  /** The verified access token's claims (on `user` routes). */
  claims?: TokenClaims;
  requestId: string;
  clientIp: string;
  /**
   * The item the route's `prefetch` named, read with the stored user in one call (its table attributes
   * stripped); undefined when the route declares no prefetch or the item does not exist.
   */
  prefetched?: Record<string, unknown>;
}

/** What a route may ask of the pipeline besides its contract. */
export interface HandlerOptions<R extends RouteDef> {
  /**
   * One item the route will need, named from its (validated) path parameters: the pipeline reads it in
   * the same BatchGetItem as the caller's stored user, saving the route a round trip. It is a plain read;
   * the route still checks the caller's right to it, as it would after a read of its own.
   */
  prefetch?: Prefetch<R>;
}

export type RouteFunction<R extends RouteDef> = (req: HandlerRequest<R>) => Promise<z.input<R['response']>>;

/**
 * The one wrapper of every route: a chain of small middy steps (./pipeline/), each with its own test, in
 * the request's locale (a supported language its Accept-Language names, else the user's stored language,
 * else English; see locale.ts):
 * origin check → rate limit → authentication → stored user → account gates → path and query validation →
 * content type → body limit → body validation → the route → response shaping; any error is mapped to
 * the API's error answer. The result carries its `routeKey`, by which its area's entry
 * (functions/src/<area>/entry.ts) picks it.
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  fn: RouteFunction<R>,
  options: HandlerOptions<R> = {},
) {
  const steps = [
    errorAnswers(route),
    originCheck(),
    rateLimit(route),
    authentication(route),
    storedUser(route, options.prefetch),
    accountGates(route),
    validation(route, ['params', 'query']),
    contentType(route),
    bodyLimit(),
    validation(route, ['body']),
    responseShaping(route),
  ];
  const chain = middy<Event, Result, Error, Context>()
    // A step that does not apply to this route (a public route's stored user) has no hooks.
    .use(steps.filter((step) => step.before ?? step.after ?? step.onError))
    .handler(async (event): Promise<Result> => {
      const state = stateOf(event);
      const result = await fn({
        body: state.body,
        query: state.query,
        params: state.params,
        actor: state.actor,
        actorRecord: state.actorRecord,
        headers: event.headers ?? {},
        claims: event.requestContext.authorizer?.jwt?.claims,
        requestId: event.requestContext.requestId,
        clientIp: state.clientIp,
        prefetched: state.prefetched,
      } as HandlerRequest<R>);
      // responseShaping turns the route's answer into the HTTP result.
      return result as unknown as Result;
    });
  // Texts (validation issues, error messages) follow the caller's language for the whole request;
  // the area entry finds this handler by the key API Gateway puts in `event.routeKey`.
  const handler = (event: Event, context: Context): Promise<Result> =>
    withRequestLocale(event.headers, () => chain(event, context));
  return Object.assign(handler, { routeKey: routeKeyOf(route) });
}
