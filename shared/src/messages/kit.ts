import { kitEn } from './kit.en';
import { kitFr } from './kit.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the screen kit's texts (web/src/components/ui: tables, dialogs, notices, forms). */
export type KitMessageKey = keyof typeof kitEn;

const texts = { en: kitEn, fr: kitFr };

/**
 * A text of the screen kit in the current locale (or `locale`): English where it has no
 * translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: KitMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
