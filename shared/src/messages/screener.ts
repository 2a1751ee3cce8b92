import { screenerEn } from './screener.en';
import { screenerFr } from './screener.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';
import type { ScreenerSource } from '../rules/screener-answers';

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

/** The catalogue key of each referral source the screener offers (its stored value is the English name). */
export const SOURCE_KEYS: Readonly<Record<ScreenerSource, ScreenerMessageKey>> = {
  'HWFC Lab': 'screener.source.hwfcLab',
  WECCC: 'screener.source.weccc',
  CARP: 'screener.source.carp',
  Media: 'screener.source.media',
  Other: 'screener.source.other',
};

/** A stored referral source in the reader's language ('Media' → 'Médias'); another value as it is. */
export function sourceLabel(source: string, locale?: Locale): string {
  return Object.hasOwn(SOURCE_KEYS, source)
    ? msg(SOURCE_KEYS[source as ScreenerSource], undefined, locale)
    : source;
}
