import type { RouteDef } from '@circles/shared/api/define';
import { AppError } from '../../errors';
import { stateOf, type Middleware } from './state';

/** Largest JSON body accepted (bigger gets 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Routes with a body take JSON only (`application/json`, parameters such as charset allowed): 415
 * otherwise. A browser sends text/plain, form and multipart bodies to another site without a CORS
 * preflight; JSON needs one, which our API never grants, so no other site can post to the public routes.
 */
export function contentType(route: RouteDef): Middleware {
  if (!route.body) return {};
  return {
    before: ({ event }) => {
      const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
      const mediaType = type.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== 'application/json')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json.', {
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
    },
  };
}

/**
 * The body, at most {@link MAX_BODY_BYTES} (413 beyond), parsed as JSON (400 `INVALID_JSON` when it is
 * not); an empty body is none. Its schema comes in the validation step.
 */
export function bodyLimit(): Middleware {
  return {
    before: ({ event }) => {
      if (event.body === undefined || event.body === null || event.body === '') return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.');
      try {
        stateOf(event).rawBody = JSON.parse(raw) as unknown;
      } catch {
        throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.', { code: 'INVALID_JSON' });
      }
    },
  };
}
