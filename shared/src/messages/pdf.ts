import { pdfEn } from './pdf.en';
import { pdfFr } from './pdf.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the printed PDFs' texts. */
export type PdfMessageKey = keyof typeof pdfEn;

const texts = { en: pdfEn, fr: pdfFr };

/**
 * A text of the printed PDFs (module and chapter exports) in the current locale (or `locale`):
 * English where it has no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: PdfMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
