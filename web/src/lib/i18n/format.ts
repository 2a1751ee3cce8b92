import { currentLocale, intlLocale, type Locale } from '@circles/shared/messages/locale';

/** Joins the parts of a French time, so `14 h 05` never breaks over two lines. */
const NBSP = '\u00a0';

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as YYYY-MM-DD in the viewer's time zone: the numeric date of both English and French Canada. */
export function isoDayOf(date: Date): string {
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day and time as the screens' lists show them, in the viewer's time zone: `2025-01-02 14:05` in
 * English (as before), `2025-01-02 14 h 05` in French (the Canadian French way of writing the time);
 * with `seconds`, `14:05:09` and `14 h 05 min 09 s`.
 */
export function dayAndTime(date: Date, locale: Locale = currentLocale(), seconds = false): string {
  const day = isoDayOf(date);
  const [h, m, s] = [date.getHours(), date.getMinutes(), date.getSeconds()];
  if (locale === 'fr') {
    const time = [`${String(h)}`, 'h', pad(m), ...(seconds ? ['min', pad(s), 's'] : [])].join(NBSP);
    return `${day} ${time}`;
  }
  return `${day} ${pad(h)}:${pad(m)}${seconds ? `:${pad(s)}` : ''}`;
}

/** A time of day alone, as Canadian English (`2:05 p.m.`) or Canadian French (`14 h 05`) writes it. */
export function clockTime(date: Date, locale: Locale = currentLocale()): string {
  if (locale === 'fr') return [String(date.getHours()), 'h', pad(date.getMinutes())].join(NBSP);
  return date.toLocaleTimeString(intlLocale(locale), { hour: 'numeric', minute: '2-digit' });
}

/**
 * A computed number as the locale writes it: English as `String()` writes it (`62.5`, as before),
 * French with a decimal comma (`62,5`); no thousands separator in either (as `msg()` fills numbers in).
 */
export function shownNumber(value: number, locale: Locale = currentLocale()): string {
  return locale === 'fr' ? String(value).replace('.', ',') : String(value);
}

/**
 * A percentage: `56.7%` in English (as before), `56,7 %` in French, its space non-breaking so the
 * sign never starts a line.
 */
export function shownPercent(value: number, locale: Locale = currentLocale()): string {
  return locale === 'fr' ? `${shownNumber(value, locale)}${NBSP}%` : `${String(value)}%`;
}
