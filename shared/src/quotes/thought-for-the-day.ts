import { QUOTES, type Quote } from './catalogue';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The calendar day of `date` in the runtime's time zone, as 'YYYY-MM-DD' (the member's day in a browser). */
export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The quote of a calendar day ('YYYY-MM-DD'): everyone sees the same quote all day, the next day the
 * next quote, and the catalogue is walked through in order before any quote comes back. An invalid day
 * or an empty list gives undefined (the card is then left out rather than showing a made-up text).
 */
export function quoteForDay(day: string, quotes: readonly Quote[] = QUOTES): Quote | undefined {
  const match = DAY.exec(day);
  if (!match || quotes.length === 0) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const check = new Date(time);
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  const dayNumber = Math.floor(time / MS_PER_DAY);
  return quotes[((dayNumber % quotes.length) + quotes.length) % quotes.length];
}
