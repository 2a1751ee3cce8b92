import { usersEn } from './users.en';
import { usersFr } from './users.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the user, profile, program and note texts. */
export type UsersMessageKey = keyof typeof usersEn;

const texts = { en: usersEn, fr: usersFr };

/**
 * A user, profile, program or note text (spec 002) in the current locale (or `locale`): English
 * where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: UsersMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}

/**
 * A stored preferred language in the reader's language ('French' → 'Français'); a list typed under
 * Other ('Punjabi, Urdu') as it is.
 */
export function languageName(language: string): string {
  switch (language) {
    case 'English':
    case 'French':
    case 'Other':
      return msg(`users.option.language.${language}`);
    default:
      return language;
  }
}
