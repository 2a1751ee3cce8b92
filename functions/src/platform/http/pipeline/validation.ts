import type * as z from 'zod';
import type { RouteDef } from '@circles/shared/api/define';
import { validationError } from '../../errors';
import { stateOf, type Middleware } from './state';

/** The parts of a request a route's contract gives a schema. */
export type InputPart = 'params' | 'query' | 'body';

function parsePart(schema: z.ZodType | undefined, value: unknown, prefix?: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error, prefix);
  return parsed.data;
}

/**
 * Validates `parts` of the request with the contract's schemas, in that order: 400 with per-field issues
 * (path parameter issues prefixed `params.`, query ones `query.`) in the caller's language; the route
 * then receives the parsed values only (unknown fields dropped, defaults filled).
 */
export function validation(route: RouteDef, parts: readonly InputPart[]): Middleware {
  return {
    before: ({ event }) => {
      const state = stateOf(event);
      for (const part of parts) {
        if (part === 'params') state.params = parsePart(route.params, event.pathParameters ?? {}, 'params');
        else if (part === 'query')
          state.query = parsePart(route.query, event.queryStringParameters ?? {}, 'query');
        else state.body = parsePart(route.body, state.rawBody);
      }
    },
  };
}
