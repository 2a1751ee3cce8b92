import { auditEn } from './audit.en';
import { auditFr } from './audit.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the audit log texts (Admin only: never in the public screener or a member's screens). */
export type AuditMessageKey = keyof typeof auditEn;

const texts = { en: auditEn, fr: auditFr };

/** A text of the audit log in the current locale (or `locale`), English where it has no translation. */
export function msg(key: AuditMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
