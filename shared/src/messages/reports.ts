import { reportsEn } from './reports.en';
import { reportsFr } from './reports.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the report screen texts. */
export type ReportsMessageKey = keyof typeof reportsEn;

const texts = { en: reportsEn, fr: reportsFr };

/**
 * A report screen text (spec 000 §2, §8; spec 002 §7) in the current locale (or `locale`): English
 * where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: ReportsMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
