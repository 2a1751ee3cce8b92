import type { ErrorKind } from '../domain/errors';

/** The one mapping from an error kind (owned by the domain) to an HTTP status. */
const statuses: Record<ErrorKind, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** HTTP status of an error kind. */
export function statusOf(kind: ErrorKind): number {
  return statuses[kind];
}
