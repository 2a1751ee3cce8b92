import { adviceEn } from './advice.en';
import { adviceFr } from './advice.fr';
import { isKeyOf, textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the advice blocks; reports store these keys, not the texts. */
export type AdviceMessageKey = keyof typeof adviceEn;

const texts = { en: adviceEn, fr: adviceFr };

/**
 * A tailored advice block (METRICS.md §7) in the current locale (or `locale`): English where it
 * has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: AdviceMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}

/** Whether a string names an advice block (a key stored with a follow-up's finding). */
export function isAdviceKey(key: string): key is AdviceMessageKey {
  return isKeyOf(texts, key);
}
