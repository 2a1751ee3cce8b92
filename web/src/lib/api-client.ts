import type * as z from 'zod';
import { isSecondFactorSetupRequired } from '@circles/shared/api/errors';
import type { Contract, RouteName } from '@circles/shared/api/contract';
import type { RouteDef } from '@circles/shared/api/define';
import { currentLocale } from '@circles/shared/messages/locale';
import { amplifyAuth } from './auth/amplify';

// The route contract (every route's schemas) loads with the first call, not with every screen that
// imports ApiError or these types: the sign-in screen paints without it (and without Amplify).
const loadContract = () => import('@circles/shared/api/contract').then((m) => m.contract);

/** Dispatched on `window` when the API answers 403 `MFA_SETUP_REQUIRED` (issue 21). */
export const MFA_SETUP_REQUIRED_EVENT = 'circles:mfa-setup-required';

/** The contract's definition of one route (its schemas, declared errors and cache effects). */
export function routeDefinition<N extends RouteName>(name: N): Promise<Contract[N]> {
  return loadContract().then((contract) => contract[name]);
}

/** Starts loading the route contract ahead of the first call (a returning visit, app/preload.ts). */
export function preloadContract(): Promise<unknown> {
  return loadContract();
}

/** Every API call gives up after this long (spec 000 §9). */
export const API_TIMEOUT_MS = 5000;

/** One per-field problem of a 400 answer; `path` is the body field (`email`, `info.name`). */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer came (network failure, timeout);
 * `code` and `message` come from the error body `{ error: { code, message, issues? } }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: readonly ApiIssue[];

  constructor(status: number, code: string, message: string, issues: readonly ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

type Parts<N extends RouteName> =
  Contract[N] extends RouteDef<infer B, infer Q, infer P, infer R>
    ? { body: B; query: Q; params: P; response: R }
    : never;

type Slot<K extends string, S> = S extends z.ZodType ? Record<K, z.input<S>> : Partial<Record<K, undefined>>;

/** What a call to route N takes: the body, query and path parameters the contract declares. */
export type ApiCallOptions<N extends RouteName> = Slot<'body', Parts<N>['body']> &
  Slot<'params', Parts<N>['params']> &
  (Parts<N>['query'] extends z.ZodType ? { query?: z.input<Parts<N>['query']> } : { query?: undefined }) & {
    signal?: AbortSignal;
    /** How long to wait for the answer (default {@link API_TIMEOUT_MS}; a PDF render waits longer). */
    timeoutMs?: number;
  };

/** The parsed answer of route N. */
export type ApiResponse<N extends RouteName> = z.output<Parts<N>['response']>;

type OptionalArgs<N extends RouteName> =
  object extends ApiCallOptions<N> ? [options?: ApiCallOptions<N>] : [options: ApiCallOptions<N>];

function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(scalar(value));
  });
}

function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, scalar(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function accessToken(): Promise<string> {
  const { fetchAuthSession } = await amplifyAuth();
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken.toString();
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Not signed in');
  return token;
}

function isIssue(value: unknown): value is ApiIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiIssue).path === 'string' &&
    typeof (value as ApiIssue).message === 'string'
  );
}

async function errorFrom(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  if (typeof error === 'object' && error !== null) {
    const { code, message, issues } = error as { code?: unknown; message?: unknown; issues?: unknown };
    return new ApiError(
      res.status,
      typeof code === 'string' ? code : `HTTP_${res.status}`,
      typeof message === 'string' ? message : res.statusText,
      Array.isArray(issues) ? issues.filter(isIssue) : [],
    );
  }
  return new ApiError(res.status, `HTTP_${res.status}`, res.statusText);
}

/**
 * Calls one route of the API contract: fills the path, sends the bearer token for non-public routes
 * and the interface's language as Accept-Language (it wins over the user's stored language on the
 * server, so the server's texts match the screens), gives up after {@link API_TIMEOUT_MS} and parses
 * the answer with the route's response schema. Throws {@link ApiError} for every failure, so screens
 * handle one error type.
 */
export async function apiCall<N extends RouteName>(
  name: N,
  ...args: OptionalArgs<N>
): Promise<ApiResponse<N>> {
  // The language of the screen that made the call, read before anything is awaited.
  const locale = currentLocale();
  const route: RouteDef = (await loadContract())[name];
  const options = (args[0] ?? {}) as {
    body?: unknown;
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
    timeoutMs?: number;
  };
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  if (route.auth !== 'public') headers.Authorization = `Bearer ${await accessToken()}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  try {
    let res: Response;
    try {
      res = await fetch(buildPath(route.path, options.params) + buildQuery(options.query), {
        method: route.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch {
      throw controller.signal.aborted && !options.signal?.aborted
        ? new ApiError(0, 'TIMEOUT', 'The server did not answer in time')
        : new ApiError(0, 'NETWORK', 'The server could not be reached');
    }
    if (!res.ok) {
      const error = await errorFrom(res);
      // Issue 21: an Admin reset this staff member's second factor mid-session; the session takes them to the set-up.
      if (isSecondFactorSetupRequired(error) && typeof window !== 'undefined')
        window.dispatchEvent(new Event(MFA_SETUP_REQUIRED_EVENT));
      throw error;
    }
    const json: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
    const parsed = route.response.safeParse(json);
    if (!parsed.success)
      throw new ApiError(res.status, 'BAD_RESPONSE', 'The server answer was not understood');
    return parsed.data as ApiResponse<N>;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
