import { statusOfCode, type ErrorCode } from '@circles/shared/api/errors';

/** HTTP status of an error code: the shared catalogue's (shared/src/api/errors.ts), the one mapping. */
export function statusOf(code: ErrorCode): number {
  return statusOfCode(code);
}
