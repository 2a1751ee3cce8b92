import { screenerEn } from './screener.en';
import { screenerFr } from './screener.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the public screener texts. */
export type ScreenerMessageKey = keyof typeof screenerEn;

const texts = { en: screenerEn, fr: screenerFr };

/**
 * A text of the public social health screener (spec 000 §2, §4, §5, §8) in the current locale (or
 * `locale`): English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: ScreenerMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
