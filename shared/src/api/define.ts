import type { z } from 'zod';

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
> {
  /** Stable name, also the key of the binding table and the Lambda function's logical id. */
  readonly name: string;
  readonly method: HttpMethod;
  /** API Gateway style path, parameters in braces: `/api/users/{id}`. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Status of a successful answer. @default 200 */
  readonly status?: number;
  readonly body?: B;
  readonly query?: Q;
  readonly params?: P;
  readonly response: R;
  /** Public routes with a per-client rate limit (requests per window). */
  readonly rateLimit?: { readonly limit: number; readonly windowSeconds: number };
}

/** Keeps the literal types of a route definition. */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: RouteDef<B, Q, P, R>): RouteDef<B, Q, P, R> {
  return def;
}

/** Infers the parsed type of an optional schema (undefined when the route has none). */
export type InferOpt<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** Shape of every error answer: `{ error: { code, message, issues? } }`. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Per-field problems of a 400, with the field path joined by dots (`info.name`). */
    issues?: { path: string; message: string }[];
  };
}
