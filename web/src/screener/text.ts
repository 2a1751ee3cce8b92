import { msg } from '@circles/shared/messages/catalogue';
import type { ScreenerMessageKey } from '@circles/shared/messages/screener';

/** One screener text from the catalogue, with `{placeholders}` filled in. */
export function t(key: ScreenerMessageKey, params?: Record<string, string | number>): string {
  return msg(key, params);
}
