import { validationEn } from './validation.en';
import { validationFr } from './validation.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the field validation messages. */
export type ValidationMessageKey = keyof typeof validationEn;

const texts = { en: validationEn, fr: validationFr };

/**
 * A field validation message (spec 000 §5, spec 002 §5) in the current locale (or `locale`):
 * English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: ValidationMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
