import { letterEn } from './letter.en';
import { letterFr } from './letter.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Version of the letter of information; a registration records the version the person agreed to. */
export const LETTER_OF_INFORMATION_VERSION = '2026-11-01';

/** Keys of the letter of information, in reading order. */
export type LetterMessageKey = keyof typeof letterEn;

const texts = { en: letterEn, fr: letterFr };

/**
 * A paragraph of the letter of information (spec 000 §1, §2 Register) in the current locale (or
 * `locale`): English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: LetterMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}

/** The letter's paragraphs in reading order: every key but the title. */
export function letterParagraphs(): LetterMessageKey[] {
  return (Object.keys(letterEn) as LetterMessageKey[]).filter((key) => key !== 'letter.title');
}
