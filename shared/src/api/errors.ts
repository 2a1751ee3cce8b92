/**
 * The closed set of error codes the API answers, each with its HTTP status. The functions throw only
 * these (AppError's `code` is typed by it), each route of the contract declares the ones it can answer
 * (`RouteDef.errors`), and the web tells them apart only through the predicates below, never by
 * comparing a code to a string of its own.
 */
export const errorStatuses = {
  // 400: the request is wrong as sent.
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_SURVEY_JSON: 400,
  INVALID_ANSWER: 400,
  INCOMPLETE: 400,
  LIST_FULL: 400,
  SERIES_TOO_LARGE: 400,
  ATTACHMENT_MISSING: 400,
  NOT_PDF: 400,
  PDF_TOO_LARGE: 400,
  CHAPTERS_NOT_IN_SERIES: 400,
  EMAIL_TAKEN: 400,
  PHONE_TAKEN: 400,
  ENTRY_NOT_OPEN: 400,
  FACILITY_UNKNOWN: 400,
  NOT_MEMBER: 400,
  NOT_SELF: 400,
  NOT_VOLUNTEER: 400,
  NOT_WORKER: 400,
  TERMINATED: 400,
  NOT_STAFF: 400,
  NOT_ASSIGNABLE: 400,
  // 401: no valid sign-in.
  UNAUTHORIZED: 401,
  ACCOUNT_DISABLED: 401,
  SESSION_ENDED: 401,
  BAD_CREDENTIALS: 401,
  BAD_MFA_CODE: 401,
  MFA_CODE_REQUIRED: 401,
  // Partner sign-in (spec 000 §7): the partner identity is linked to no Circles account.
  PARTNER_NO_ACCOUNT: 401,
  // 403: signed in, but not allowed (out-of-scope records answer 404 instead).
  FORBIDDEN: 403,
  FIELD_NOT_ALLOWED: 403,
  ROLE_NOT_ALLOWED: 403,
  MFA_SETUP_REQUIRED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  // 404
  NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  MODULE_NOT_FOUND: 404,
  TEMPLATE_NOT_FOUND: 404,
  SERIES_NOT_FOUND: 404,
  REPORT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  FOLLOWUP_NOT_FOUND: 404,
  // 409: the stored state does not allow the write.
  CONFLICT: 409,
  STALE_VERSION: 409,
  MODULE_LOCKED: 409,
  SERIES_STALE: 409,
  MODULE_INCOMPLETE: 409,
  SERIES_HAS_ANSWERS: 409,
  IDEMPOTENCY_MISMATCH: 409,
  MFA_NOT_ENROLLED: 409,
  NO_PREVIOUS_STATE: 409,
  NO_RESEARCH_ID: 409,
  EXPORT_NOT_READY: 409,
  FOLLOWUP_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  LOGIN_LOCKED: 429,
  INTERNAL: 500,
  PDF_RENDER_FAILED: 500,
} as const;

/** A code of the API's error answers. */
export type ErrorCode = keyof typeof errorStatuses;

/** Every error code, in catalogue order. */
export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

/**
 * What every route may answer whatever it declares: the HTTP pipeline's own refusals (body, content
 * type, validation, sign-in, second factor, password change, rate limit) and the unexpected failure.
 */
export const pipelineErrors = [
  'VALIDATION',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'ACCOUNT_DISABLED',
  'SESSION_ENDED',
  'FORBIDDEN',
  'MFA_SETUP_REQUIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'RATE_LIMITED',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];

/** True when `code` is one of the API's error codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(errorStatuses, code);
}

/** HTTP status of an error code. */
export function statusOfCode(code: ErrorCode): number {
  return errorStatuses[code];
}

/**
 * The code of anything that may carry one: a code itself, an error with `code` (the web's ApiError,
 * the functions' AppError) or an error answer's body `{ error: { code } }`.
 */
export function codeOf(error: unknown): ErrorCode | undefined {
  if (isErrorCode(error)) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (isErrorCode(direct)) return direct;
  const nested = (error as { error?: { code?: unknown } }).error?.code;
  return isErrorCode(nested) ? nested : undefined;
}

const oneOf =
  (...codes: ErrorCode[]) =>
  (error: unknown): boolean => {
    const code = codeOf(error);
    return code !== undefined && codes.includes(code);
  };

/** The record was changed by someone else since it was read (its version moved on). */
export const isStale = oneOf('STALE_VERSION', 'CONFLICT');
/** The member module is complete or approved: its answers can no longer change. */
export const isLocked = oneOf('MODULE_LOCKED');
/** The series instance changed (a chapter added or removed) since the write was prepared. */
export const isSeriesChanged = oneOf('SERIES_STALE');
/** The named record does not exist or is out of the caller's scope. */
export const isNotFound = (error: unknown): boolean => {
  const code = codeOf(error);
  return code !== undefined && errorStatuses[code] === 404;
};
/** The request had per-field problems. */
export const isValidation = oneOf('VALIDATION');
/** Marking complete was refused because required questions are unanswered. */
export const isIncomplete = oneOf('MODULE_INCOMPLETE', 'INCOMPLETE');
/** The e-mail or phone number is used by another account. */
export const isTaken = oneOf('EMAIL_TAKEN', 'PHONE_TAKEN');
/** Staff must set up their second factor before anything else. */
export const isSecondFactorSetupRequired = oneOf('MFA_SETUP_REQUIRED');
/** The attachment is not a PDF. */
export const isNotPdf = oneOf('NOT_PDF');
/** The attachment is larger than allowed. */
export const isPdfTooLarge = oneOf('PDF_TOO_LARGE');
/** The member named by the request does not exist or is out of scope. */
export const isMemberNotFound = oneOf('MEMBER_NOT_FOUND');
/** The follow-up is resolved: it takes no further action. */
export const isFollowupClosed = oneOf('FOLLOWUP_CLOSED');
/** The chosen assignee is not a Volunteer or Coordinator of the follow-up's facility. */
export const isNotAssignable = oneOf('NOT_ASSIGNABLE');
