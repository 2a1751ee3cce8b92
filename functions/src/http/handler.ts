import middy from '@middy/core';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import type { ApiErrorBody, RouteBody, RouteDef, RouteParams, RouteQuery } from '@circles/shared/api/define';
// zod issues answer with catalogue texts in the request's language, whichever schema raised them.
import '@circles/shared/schemas/issue-messages';
import type { TableKey } from '../data/keys';
import { dynamoUsersRepository, getUserAndItem } from '../data/users-repository';
import type { Actor } from '@circles/shared/access/types';
import { sessionEnded, type TokenClaims } from '../domain/sessions';
import { actorOf, secondFactorOf, type UserRecord } from '../domain/user-record';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { secondFactorMissing } from '@circles/shared/rules/second-factor';
import { AppError, validationError } from '../domain/errors';
import { routeKeyOf } from './area';
import { statusOf } from './errors';
import { preferUserLocale, withRequestLocale } from './locale';
import { log } from './log';
import { verifyOrigin } from './origin-verify';
import { enforceRateLimit } from './rate-limit';

/**
 * What a user who must change the password staff gave them may still call: reading their own account,
 * the password change itself and sign-out. Everything else answers 403 `PASSWORD_CHANGE_REQUIRED`.
 */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
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
const OPEN_BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set([
  'usersValidate',
  'usersLogout',
  'usersMfaEnrol',
]);

/** Largest JSON body accepted (bigger gets 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Everything a route's function receives: validated input and the stored user making the call. */
export interface HandlerRequest<R extends RouteDef> {
  body: RouteBody<R>;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  /** The stored, enabled user of the access token (always set on `user` routes). */
  actor: R['auth'] extends 'user' ? Actor : Actor | undefined;
  /** The actor's stored user, as read once by the wrapper (no handler needs to read it again). */
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

/** What a route may ask of the wrapper besides its contract. */
export interface HandlerOptions<R extends RouteDef> {
  /**
   * One item the route will need, named from its (validated) path parameters: the wrapper reads it in the
   * same BatchGetItem as the caller's stored user, saving the route a round trip. It is a plain read; the
   * route still checks the caller's right to it, as it would after a read of its own.
   */
  prefetch?: (params: RouteParams<R>) => TableKey;
}

export type RouteFunction<R extends RouteDef> = (req: HandlerRequest<R>) => Promise<z.input<R['response']>>;

type Event = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } };
  };
};
type Result = APIGatewayProxyStructuredResultV2;

interface State {
  started: number;
  actor?: Actor;
  actorRecord?: UserRecord;
  clientIp: string;
  body?: unknown;
  query?: unknown;
  params?: unknown;
  prefetched?: Record<string, unknown>;
}

const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, extra: Record<string, string> = {}): Result {
  return { statusCode, headers: { ...baseHeaders, ...extra }, body: JSON.stringify(body) };
}

/**
 * The client's address, for rate limits. Behind CloudFront the connection comes from CloudFront, so the
 * viewer's address is taken from the `cloudfront-viewer-address` header, but only when the request proves
 * it came through our distribution (`originVerified`: the secret origin header CloudFront adds, checked
 * by `verifyOrigin`; undefined where no origin secret is configured, and then locally the launcher's
 * TRUST_VIEWER_ADDRESS decides). Otherwise a caller could forge the header, so the connection's address
 * counts.
 */
export function clientIpOf(event: Event, originVerified?: boolean): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const trusted = originVerified ?? process.env.TRUST_VIEWER_ADDRESS === 'true';
  if (viewer && trusted) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return event.requestContext.http.sourceIp;
}

/**
 * Routes with a body take JSON only (`application/json`, parameters such as charset allowed). A browser
 * sends text/plain, form and multipart bodies to another site without a CORS preflight; JSON needs one,
 * which our API never grants, so no other site can post to the public routes.
 */
function requireJson(event: Event): void {
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  const mediaType = type.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json.', {
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
}

function readBody(event: Event): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.', { code: 'INVALID_JSON' });
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix?: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error, prefix);
  return parsed.data;
}

/**
 * The stored user behind the authorizer's claims; 401 when missing, unknown, disabled, or when the
 * token's session was ended by sign-out (read from the same item: no extra read). With `prefetch`, the
 * route's item comes back from the same BatchGetItem.
 */
async function loadActorRecord(
  event: Event,
  prefetch?: TableKey,
): Promise<{ user: UserRecord; prefetched?: Record<string, unknown> }> {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
  if (!sub || claims?.token_use !== 'access') throw new AppError('UNAUTHORIZED', 'Unauthorized');
  const { user, item } = prefetch
    ? await getUserAndItem(sub, prefetch)
    : { user: await dynamoUsersRepository.get(sub), item: undefined };
  if (!user || !user.enabled)
    throw new AppError('UNAUTHORIZED', 'Unauthorized', { code: 'ACCOUNT_DISABLED' });
  if (sessionEnded(user, claims))
    throw new AppError('UNAUTHORIZED', 'Unauthorized', { code: 'SESSION_ENDED' });
  return { user, prefetched: item };
}

/**
 * The path parameters, parsed once up front: the prefetch key is made from them before the caller is
 * loaded. Undefined when they are invalid (the 400 comes after authentication, its issue texts in the
 * caller's language) or the route has none.
 */
function validParams(route: RouteDef, event: Event): { data: unknown } | undefined {
  if (!route.params) return undefined;
  const parsed = route.params.safeParse(event.pathParameters ?? {});
  return parsed.success ? { data: parsed.data } : undefined;
}

/** Maps any error to the API's error answer; the only place that knows statuses. */
function errorMapper(route: RouteDef, states: WeakMap<object, State>): MiddlewareObj<Event, Result> {
  return {
    onError: (request) => {
      const err = request.error;
      const state = states.get(request.event);
      const durationMs = state ? Date.now() - state.started : undefined;
      const fields = {
        route: route.name,
        requestId: request.event.requestContext.requestId,
        durationMs,
        actorId: state?.actor?.id,
      };
      if (err instanceof AppError) {
        const status = statusOf(err.code);
        const body: ApiErrorBody = {
          error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) },
        };
        log.info('request', { ...fields, status, code: err.code });
        request.response = json(
          status,
          body,
          err.retryAfterSeconds ? { 'retry-after': String(err.retryAfterSeconds) } : {},
        );
        return;
      }
      log.error('request failed', {
        ...fields,
        status: 500,
        // The name and system code say what failed; a message may quote data, so it is never logged.
        errorName: err?.name,
        errorCode:
          (err as { code?: unknown } | undefined)?.code === undefined
            ? undefined
            : String((err as { code?: unknown }).code),
      });
      request.response = json(500, {
        error: { code: 'INTERNAL', message: 'An error occurred. Please try again later.' },
      } satisfies ApiErrorBody);
    },
  };
}

/**
 * The one wrapper of every route, in the request's locale (a supported language its Accept-Language
 * names, else the user's stored language, else English; see locale.ts): rate limit → authenticate (load the stored user, refuse disabled) →
 * validate params, query and body with the contract's schemas → run → shape the answer with the
 * response schema (unknown fields never leave) → map errors. The result carries its `routeKey`, by
 * which its area's entry (functions/src/areas/) picks it.
 */
export function httpHandler<R extends RouteDef>(
  route: R,
  fn: RouteFunction<R>,
  options: HandlerOptions<R> = {},
) {
  const states = new WeakMap<object, State>();
  const prepare: MiddlewareObj<Event, Result> = {
    before: async (request) => {
      const event = request.event;
      const started = Date.now();
      const originVerified = await verifyOrigin(event.headers?.['x-origin-verify']);
      const state: State = { started, clientIp: clientIpOf(event, originVerified) };
      states.set(event, state);
      // In AWS the API answers only what came through CloudFront (its firewall and rate rules).
      if (originVerified === false) throw new AppError('FORBIDDEN', 'Forbidden');
      if (route.rateLimit)
        await enforceRateLimit(
          route.name,
          state.clientIp,
          route.rateLimit.limit,
          route.rateLimit.windowSeconds,
        );
      const params = validParams(route, event);
      if (route.auth === 'user') {
        const prefetch =
          options.prefetch && params ? options.prefetch(params.data as RouteParams<R>) : undefined;
        const loaded = await loadActorRecord(event, prefetch);
        state.actorRecord = loaded.user;
        state.prefetched = loaded.prefetched;
        state.actor = actorOf(state.actorRecord);
        preferUserLocale(state.actorRecord.info.language);
        if (
          secondFactorMissing({ role: state.actorRecord.role, mfa: secondFactorOf(state.actorRecord) }) &&
          !OPEN_BEFORE_SECOND_FACTOR.has(route.name)
        )
          throw new AppError('FORBIDDEN', validationMsg('validation.login.mfaSetupRequired'), {
            code: 'MFA_SETUP_REQUIRED',
          });
        if (state.actorRecord.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(route.name))
          throw new AppError('FORBIDDEN', 'Please change your password before you continue.', {
            code: 'PASSWORD_CHANGE_REQUIRED',
          });
      }
      state.params = params ? params.data : parsePart(route.params, event.pathParameters ?? {}, 'params');
      state.query = parsePart(route.query, event.queryStringParameters ?? {}, 'query');
      if (route.body) requireJson(event);
      state.body = parsePart(route.body, readBody(event));
    },
  };
  const chain = middy<Event, Result, Error, Context>()
    .use(errorMapper(route, states))
    .use(prepare)
    .handler(async (event): Promise<Result> => {
      const state = states.get(event);
      if (!state) throw new Error('Request state missing');
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
      const status = route.status ?? 200;
      log.info('request', {
        route: route.name,
        requestId: event.requestContext.requestId,
        status,
        durationMs: Date.now() - state.started,
        actorId: state.actor?.id,
      });
      const response: unknown = route.response.parse(result);
      if (status === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
      return json(status, response);
    });
  // Texts (validation issues, error messages) follow the caller's language for the whole request;
  // the area entry finds this handler by the key API Gateway puts in `event.routeKey`.
  const handler = (event: Event, context: Context): Promise<Result> =>
    withRequestLocale(event.headers, () => chain(event, context));
  return Object.assign(handler, { routeKey: routeKeyOf(route) });
}
