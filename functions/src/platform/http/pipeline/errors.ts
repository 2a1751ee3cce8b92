import type { ApiErrorBody, RouteDef } from '@circles/shared/api/define';
import { AppError } from '../../errors';
import { statusOf } from '../errors';
import { log } from '../../log';
import { existingStateOf, json, type Middleware } from './state';

/**
 * Maps any error to the API's error answer, the only place that knows statuses: an `AppError` answers
 * its code's status with its code, message and issues (and Retry-After when it has one); anything else a
 * generic 500 that reveals nothing of its cause, logged by name and system code only (a message may
 * quote data).
 */
export function errorAnswers(route: RouteDef): Middleware {
  return {
    onError: (request) => {
      const err = request.error;
      const state = existingStateOf(request.event);
      const fields = {
        route: route.name,
        requestId: request.event.requestContext.requestId,
        durationMs: state ? Date.now() - state.started : undefined,
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
      const code = (err as { code?: unknown } | undefined)?.code;
      log.error('request failed', {
        ...fields,
        status: 500,
        errorName: err?.name,
        errorCode: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
      });
      request.response = json(500, {
        error: { code: 'INTERNAL', message: 'An error occurred. Please try again later.' },
      } satisfies ApiErrorBody);
    },
  };
}
