import {
  localeOfLanguage,
  negotiateLocale,
  setLocaleProvider,
  type Locale,
} from '@circles/shared/messages/locale';

/** The browser's preferred languages (`navigator.languages`), empty where there is no browser. */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The locale the browser asks for: its first supported language, English otherwise. */
export function browserLocale(languages: readonly string[] = browserLanguages()): Locale {
  return negotiateLocale(languages);
}

/**
 * The app's locale: the signed-in user's stored preferred language when it names a supported locale,
 * otherwise the browser's.
 */
export function appLocaleFor(userLocale: string | undefined, languages?: readonly string[]): Locale {
  return localeOfLanguage(userLocale) ?? browserLocale(languages);
}

let current: Locale = browserLocale();
const listeners = new Set<() => void>();

// Every `msg()` of the web app reads the locale here.
setLocaleProvider(() => current);

/** The locale every `msg()` call uses now. */
export function getAppLocale(): Locale {
  return current;
}

/** Changes the app's locale and tells the subscribers (the `LocaleProvider` re-renders the screens). */
export function setAppLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` on every locale change; returns the unsubscribe function. */
export function subscribeAppLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
