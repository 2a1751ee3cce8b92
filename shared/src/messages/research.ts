import { researchEn } from './research.en';
import { researchFr } from './research.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the research export texts (issue 26). */
export type ResearchMessageKey = keyof typeof researchEn;

const texts = { en: researchEn, fr: researchFr };

/** A text of the research exports in the current locale (or `locale`), English by default. */
export function msg(key: ResearchMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
