import { msg, type MessageKey } from '@circles/shared/messages/catalogue';
import { ApiError } from './api-client';

/** The error code of a failed call ('NETWORK' for anything that is not an {@link ApiError}). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'NETWORK';
}

/**
 * The text to show for a failed call, chosen by the API's stable `code` (never by its English
 * message, which may change or be translated): `byCode` names the screen's texts, `fallback` the rest.
 */
export function errorText(
  error: unknown,
  byCode: Readonly<Partial<Record<string, MessageKey>>>,
  fallback: MessageKey,
): string {
  return msg(byCode[errorCode(error)] ?? fallback);
}
