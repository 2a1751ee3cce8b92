import { authEn } from './auth.en';
import { authFr } from './auth.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the sign-in, partner sign-in and self-registration texts. */
export type AuthMessageKey = keyof typeof authEn;

const texts = { en: authEn, fr: authFr };

/**
 * A sign-in or registration text (spec 000 §2, §5, §8) in the current locale (or `locale`):
 * English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: AuthMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
