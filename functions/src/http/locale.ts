import { AsyncLocalStorage } from 'node:async_hooks';
import {
  localeOfLanguage,
  negotiateLocale,
  setLocaleProvider,
  type Locale,
} from '@circles/shared/messages/locale';

/** The locale of the request being handled; mutable so the signed-in user's preference can win. */
interface RequestLocale {
  locale: Locale;
}

// One store per request: the local server runs many requests at once in one process, so a module
// variable would hand one caller's language to another.
const storage = new AsyncLocalStorage<RequestLocale>();
setLocaleProvider(() => storage.getStore()?.locale ?? 'en');

/**
 * Runs `fn` with the request's locale as the one `msg()` uses: the `Accept-Language` header's best
 * supported language, English when it names none.
 */
export function withRequestLocale<T>(
  headers: Record<string, string | undefined> | undefined,
  fn: () => T,
): T {
  return storage.run({ locale: negotiateLocale(headers?.['accept-language']) }, fn);
}

/**
 * Switches the current request to the signed-in user's stored preferred language (their profile's
 * `language`), when it names a supported locale; otherwise the header's choice stays.
 */
export function preferUserLocale(language: string | undefined): void {
  const store = storage.getStore();
  const locale = localeOfLanguage(language);
  if (store && locale) store.locale = locale;
}
