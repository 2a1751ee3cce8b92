import { dashboardEn } from './dashboard.en';
import { dashboardFr } from './dashboard.fr';
import { textOf, type MessageParams } from './define';
import type { Locale } from './locale';

/** Keys of the dashboard texts. */
export type DashboardMessageKey = keyof typeof dashboardEn;

const texts = { en: dashboardEn, fr: dashboardFr };

/**
 * A dashboard text (spec 000 §2, §4, §8) in the current locale (or `locale`): English where it has
 * no translation, `{name}` placeholders filled from `params`.
 */
export function msg(key: DashboardMessageKey, params?: MessageParams, locale?: Locale): string {
  return textOf(texts, key, params, locale);
}
