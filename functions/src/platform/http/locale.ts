import { AsyncLocalStorage } from 'node:async_hooks';
import {
  localeOfLanguage,
  requestedLocale,
  setLocaleProvider,
  type Locale,
} from '@circles/shared/messages/locale';

/**
 * The locale of the request being handled. `asked` is the locale its Accept-Language names, if any:
 * then the signed-in user's stored language does not replace it.
 */
interface RequestLocale {
  locale: Locale;
  asked: Locale | undefined;
}

// One store per request: the local server runs many requests at once in one process, so a module
// variable would hand one caller's language to another.
const storage = new AsyncLocalStorage<RequestLocale>();
setLocaleProvider(() => storage.getStore()?.locale ?? 'en');

/**
 * Runs `fn` with the request's locale as the one `msg()` uses: the `Accept-Language` header's best
 * supported language, English when it names none (until {@link preferUserLocale} knows the caller).
 */
export function withRequestLocale<T>(
  headers: Record<string, string | undefined> | undefined,
  fn: () => T,
): T {
  const asked = requestedLocale(headers?.['accept-language']);
  return storage.run({ locale: asked ?? 'en', asked }, fn);
}

/**
 * Once the caller is known: a request whose Accept-Language names a supported locale keeps it (the
 * web sends its interface's language, which the person may have switched); one that names none
 * (scripts, tests, a browser asking only for other languages) takes the signed-in user's stored
 * preferred language (their profile's `language`) when it names a supported locale; else English.
 */
export function preferUserLocale(language: string | undefined): void {
  const store = storage.getStore();
  const locale = localeOfLanguage(language);
  if (store && !store.asked && locale) store.locale = locale;
}
