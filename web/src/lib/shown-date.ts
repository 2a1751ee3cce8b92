import { currentLocale, type Locale } from '@circles/shared/messages/locale';
import { dayAndTime } from './i18n/format';

/**
 * A date-time as the screens' lists show it: the day and the minute, in the viewer's time zone and
 * the interface's language (`2025-01-02 14:05`, `2025-01-02 14 h 05`).
 */
export function shownDate(iso: string, locale: Locale = currentLocale()): string {
  return dayAndTime(new Date(iso), locale);
}
