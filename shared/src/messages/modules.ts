import { modulesEn } from './modules.en';
import { modulesFr } from './modules.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the module, series, workbook and project texts. */
export type ModulesMessageKey = keyof typeof modulesEn;

const texts = { en: modulesEn, fr: modulesFr };

/**
 * A module, series, workbook or project text (spec 001) in the current locale (or `locale`):
 * English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: ModulesMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
