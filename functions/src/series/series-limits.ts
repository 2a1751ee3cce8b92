import { msg } from '@circles/shared/messages/modules';
import {
  MAX_SERIES_TEMPLATES,
  MAX_TRANSACTION_BYTES,
  SERIES_START_ITEMS,
} from '@circles/shared/schemas/series';
import { dynamoBytes } from '@circles/shared/schemas/stored-json';
import { AppError } from '../platform/errors';
import type { TemplateRecord } from '../modules/module-records';

/*
 * A series start is ONE DynamoDB transaction (the instance and every chapter, so that a member never
 * sees half a series): at most 100 items and 4 MB. Decision: a series past either is refused with a
 * 400 before anything is written, when it is created and again when it is started (its templates may
 * have grown since), rather than split over several writes that could stop half way.
 */

/** Upper bound of what an item's table keys, index keys and type add to its record. */
const KEY_BYTES = 1024;
/** Upper bound of a small item of a start: a chapter's module or answers, a counter, the audit event. */
const SMALL_ITEM_BYTES = 4 * 1024;
/** Upper bound of what each chapter adds to the instance item (its id in two lists). */
const INSTANCE_BYTES_PER_CHAPTER = 256;

const itemBytes = (record: object) => dynamoBytes(record) + KEY_BYTES;

/**
 * The bytes one start of `series` over `templates` writes, counted as DynamoDB may count them: each
 * chapter's copy of its template's definition, each template's whole item (its use count is updated),
 * the series template's whole item (its instance count), the instance and the small items. Counting an
 * updated item whole is the cautious reading of the 4 MB limit ("the aggregate size of the items").
 */
export function seriesStartBytes(series: object, templates: readonly TemplateRecord[]): number {
  const fixed =
    itemBytes(series) +
    SMALL_ITEM_BYTES * (SERIES_START_ITEMS.fixed - 1) +
    INSTANCE_BYTES_PER_CHAPTER * templates.length;
  return templates.reduce(
    (bytes, t) => bytes + dynamoBytes(t.surveyJSON) + KEY_BYTES + itemBytes(t) + 2 * SMALL_ITEM_BYTES,
    fixed,
  );
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * 400 under `path` when one start of `series` over `templates` would not fit one transaction: more
 * than MAX_SERIES_TEMPLATES chapters, or past MAX_TRANSACTION_BYTES.
 */
export function assertSeriesStartFits(
  series: object,
  templates: readonly TemplateRecord[],
  path: string,
): void {
  let message: string | undefined;
  if (templates.length > MAX_SERIES_TEMPLATES)
    message = msg('modules.api.seriesTooManyToStart', {
      count: templates.length,
      max: MAX_SERIES_TEMPLATES,
    });
  else {
    const bytes = seriesStartBytes(series, templates);
    if (bytes > MAX_TRANSACTION_BYTES)
      message = msg('modules.api.seriesTooLargeToStart', {
        size: megabytes(bytes),
        max: megabytes(MAX_TRANSACTION_BYTES),
      });
  }
  if (message !== undefined)
    throw new AppError('VALIDATION', message, { code: 'SERIES_TOO_LARGE', issues: [{ path, message }] });
}
