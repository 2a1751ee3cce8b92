import { scoringEn } from './scoring.en';
import { scoringFr } from './scoring.fr';
import { isKeyOf, textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the labels the scoring rules produce. */
export type ScoringMessageKey = keyof typeof scoringEn;

const texts = { en: scoringEn, fr: scoringFr };

/**
 * A label produced by the scoring rules (METRICS.md) in the current locale (or `locale`): English
 * where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: ScoringMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}

/** Whether a string names a scoring label (a key stored with a flag, or one of its params). */
export function isScoringKey(key: string): key is ScoringMessageKey {
  return isKeyOf(texts, key);
}
