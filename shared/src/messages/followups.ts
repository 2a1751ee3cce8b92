import { followupsEn } from './followups.en';
import { followupsFr } from './followups.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the follow-up texts (issue 24). */
export type FollowupsMessageKey = keyof typeof followupsEn;

const texts = { en: followupsEn, fr: followupsFr };

/** A text of the follow-ups in the current locale (or `locale`), English by default. */
export function msg(key: FollowupsMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
