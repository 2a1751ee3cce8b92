import type { ZodError } from 'zod';
import type { ErrorCode } from '@circles/shared/api/errors';

/**
 * The kinds of failure the functions know; each is also a code of the shared catalogue
 * (shared/src/api/errors.ts), which gives every code its HTTP status.
 */
export type ErrorKind =
  | 'VALIDATION'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'INTERNAL';

/** One field's problem, with the field path joined by dots (`info.name`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The one error type of the functions. `message` is shown to users (a spec text where one exists);
 * `code` is a code of the shared catalogue (defaults to the kind), declared by the route's contract
 * entry (test/unit/declared-errors.test.ts); nothing else of the cause reaches a response.
 */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly issues?: FieldIssue[];
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ErrorKind,
    message: string,
    options: { code?: ErrorCode; issues?: FieldIssue[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = options.code ?? kind;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Turns zod issues into field issues with dotted paths (`info.name`), the shape forms show under fields. */
export function fieldIssues(error: ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/** A validation failure carrying per-field issues. */
export function validationError(error: ZodError, prefix?: string): AppError {
  return new AppError('VALIDATION', 'The request has errors. Please correct them and try again.', {
    issues: fieldIssues(error, prefix),
  });
}
