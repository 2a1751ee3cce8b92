import { msg, type ScreenerMessageKey } from '@circles/shared/messages/screener';

/** One screener text in the current locale, with `{placeholders}` filled in. */
export function t(key: ScreenerMessageKey, params?: Record<string, string | number>): string {
  return msg(key, params);
}
