import { leadsEn } from './leads.en';
import { leadsFr } from './leads.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the screener submission inbox texts (staff only: never in the public screener). */
export type LeadsMessageKey = keyof typeof leadsEn;

const texts = { en: leadsEn, fr: leadsFr };

/**
 * A text of the staff's screener submission inbox in the current locale (or `locale`): English
 * where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: LeadsMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
