import { shellEn } from './shell.en';
import { shellFr } from './shell.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the application shell texts. */
export type ShellMessageKey = keyof typeof shellEn;

const texts = { en: shellEn, fr: shellFr };

/**
 * A application shell text: title, menus, not found, not authorised (spec 000 §1, §2, §4) in the
 * current locale (or `locale`): English where it has no translation, `{name}` placeholders filled
 * from `params`.
 */
export function msg(key: ShellMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
