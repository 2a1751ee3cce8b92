import { ApiError } from './api-client';

/** The error code of a failed call ('NETWORK' for anything that is not an {@link ApiError}). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'NETWORK';
}

/**
 * The text to show for a failed call, chosen by the API's stable `code` (never by its English
 * message, which may change or be translated): `byCode` holds the screen's texts (from its messages
 * area), `fallback` the text for every other failure.
 */
export function errorText(
  error: unknown,
  byCode: Readonly<Partial<Record<string, string>>>,
  fallback: string,
): string {
  return byCode[errorCode(error)] ?? fallback;
}
