import { isLocked, isSeriesChanged, isStale, type ErrorCode } from '@circles/shared/api/errors';
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
  byCode: Readonly<Partial<Record<ErrorCode, string>>>,
  fallback: string,
): string {
  return byCode[errorCode(error) as ErrorCode] ?? fallback;
}

/** A screen's texts for the writes the API refuses because the stored record moved on. */
export interface RefusedSaveTexts {
  /** The record was changed by someone else (409 `STALE_VERSION`). */
  stale: string;
  /** The member module is complete or approved (409 `MODULE_LOCKED`). */
  locked?: string;
  /** The series instance changed under the write (409 `SERIES_STALE`). */
  seriesChanged?: string;
}

/**
 * The notice of a failed save: a refusal because the record moved on (stale, locked, series changed)
 * is a warning with the screen's own text, told apart by the shared predicates; anything else is an
 * error with `fallback`.
 */
export function saveFailure(
  error: unknown,
  texts: RefusedSaveTexts,
  fallback: string,
): { severity: 'warning' | 'error'; text: string } {
  const refused =
    (isStale(error) && texts.stale) ||
    (isLocked(error) && texts.locked) ||
    (isSeriesChanged(error) && texts.seriesChanged);
  return refused ? { severity: 'warning', text: refused } : { severity: 'error', text: fallback };
}
