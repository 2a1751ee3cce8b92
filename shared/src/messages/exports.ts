import { exportsEn } from './exports.en';
import { exportsFr } from './exports.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the scheduled exports texts (Admin only). */
export type ExportsMessageKey = keyof typeof exportsEn;

const texts = { en: exportsEn, fr: exportsFr };

/** A text of the scheduled exports section in the current locale (or `locale`), English by default. */
export function msg(key: ExportsMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
