import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Actor } from '@circles/shared/access/types';
import type { UserRecord } from '../../../members/user-record';

/** An HTTP API event as the JWT authorizer hands it on. */
export type Event = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } };
  };
};
export type Result = APIGatewayProxyStructuredResultV2;
/** One step of the HTTP pipeline (functions/src/platform/http/handler.ts puts them in order). */
export type Middleware = MiddlewareObj<Event, Result>;

/** What the pipeline's steps learn about one request and hand to the next ones and to the route. */
export interface RequestState {
  started: number;
  clientIp: string;
  /** The access token's subject, once the authentication step accepted it. */
  sub?: string;
  actor?: Actor;
  actorRecord?: UserRecord;
  prefetched?: Record<string, unknown>;
  /** The parsed JSON body, before its schema. */
  rawBody?: unknown;
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

// Keyed by the event object of one invocation: each request has its own, and nothing outlives it.
const states = new WeakMap<object, RequestState>();

/** The state of the request behind `event`, made on first use (its clock starts then). */
export function stateOf(event: Event): RequestState {
  let state = states.get(event);
  if (!state) {
    state = { started: Date.now(), clientIp: event.requestContext.http.sourceIp };
    states.set(event, state);
  }
  return state;
}

/** The state of `event` if a step made one (the error step runs even when none did). */
export function existingStateOf(event: Event): RequestState | undefined {
  return states.get(event);
}

const baseHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A JSON answer that no cache keeps. */
export function json(statusCode: number, body: unknown, extra: Record<string, string> = {}): Result {
  return { statusCode, headers: { ...baseHeaders, ...extra }, body: JSON.stringify(body) };
}
