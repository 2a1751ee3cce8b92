import type * as z from 'zod';
// The contract's schemas answer with catalogue texts (installs zod's error map once).
import '../schemas/issue-messages';
import type { QueryFamily } from './cache';
import type { ErrorCode } from './errors';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route at all. `public`: anyone (the screener, registration, login).
 * `user`: a signed-in user with a valid access token; finer rules come from the access policy.
 */
export type RouteAuth = 'public' | 'user';

/** One route of the API contract: the web client, the handlers, the local server and CDK all read it. */
export interface RouteDef<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
> {
  /** Stable name, also the key of the binding table (functions/src/areas.ts). */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway style path, parameters in braces: `/api/users/{id}`. */
  readonly path: string;
  readonly auth: A;
  /** Status of a successful answer. @default 200 */
  readonly status?: number;
  readonly body?: B;
  readonly query?: Q;
  readonly params?: P;
  readonly response: R;
  /** Public routes with a per-client rate limit (requests per window). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number };
  /**
   * The error codes the route answers beyond the pipeline's own (`pipelineErrors`): a test fails when
   * its handler can throw one not listed here (test/unit/declared-errors.test.ts).
   */
  readonly errors?: readonly ErrorCode[];
  /**
   * Mutation routes: the families of cached queries a successful call makes stale (shared/src/api/cache.ts);
   * the web refetches them after the call. Every route that is not a GET declares it (maybe empty).
   */
  readonly invalidates?: readonly QueryFamily[];
}

/** Keeps the literal types of a route definition. */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
>(def: RouteDef<B, Q, P, R, A>): RouteDef<B, Q, P, R, A> {
  return def;
}

/** Infers the parsed type of an optional schema (undefined when the route has none). */
export type InferOpt<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** Shape of every error answer: `{ error: { code, message, issues? } }`. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field problems of a 400, with the field path joined by dots (`info.name`). */
    issues?: { path: string; message: string }[];
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- positional inference over RouteDef's parameters */
/** Parsed body, query and path parameters of a route (undefined where the route declares none). */
export type RouteBody<R> = R extends RouteDef<infer B, any, any, any, any> ? InferOpt<B> : never;
export type RouteQuery<R> = R extends RouteDef<any, infer Q, any, any, any> ? InferOpt<Q> : never;
export type RouteParams<R> = R extends RouteDef<any, any, infer P, any, any> ? InferOpt<P> : never;
/** What a route answers (the response schema's input: the handler may return extra fields, they are stripped). */
export type RouteResponse<R> = R extends RouteDef<any, any, any, infer S, any> ? z.infer<S> : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
