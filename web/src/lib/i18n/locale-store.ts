import {
  localeOfLanguage,
  negotiateLocale,
  setLocaleProvider,
  type Locale,
} from '@circles/shared/messages/locale';
import { CHOSEN_LOCALE_KEY, readChosenLocale, setDocumentLanguage, writeChosenLocale } from './chosen-locale';

/** The browser's preferred languages (`navigator.languages`), empty where there is no browser. */
function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

/** The locale the browser asks for: its first supported language, English otherwise. */
export function browserLocale(languages: readonly string[] = browserLanguages()): Locale {
  return negotiateLocale(languages);
}

/**
 * The app's locale: the language chosen with the switch on this device, else the signed-in user's
 * stored preferred language when it names a supported locale, else the browser's.
 */
export function appLocaleFor(
  userLocale: string | undefined,
  languages?: readonly string[],
  chosen: Locale | undefined = readChosenLocale(),
): Locale {
  return chosen ?? localeOfLanguage(userLocale) ?? browserLocale(languages);
}

let current: Locale = appLocaleFor(undefined);
const listeners = new Set<() => void>();

// Every `msg()` of the web app reads the locale here.
setLocaleProvider(() => current);
setDocumentLanguage(current);

/** The locale every `msg()` call uses now. */
export function getAppLocale(): Locale {
  return current;
}

/**
 * Changes the app's locale: `<html lang>` follows, and the subscribers are told (the `LocaleProvider`
 * renders the screens again).
 */
export function setAppLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  setDocumentLanguage(next);
  for (const listener of listeners) listener();
}

/** The language switch: keeps the choice on this device (it wins from now on) and shows it at once. */
export function chooseLocale(next: Locale): void {
  writeChosenLocale(next);
  setAppLocale(next);
}

// A choice made in another tab of this device (the app, the public screener) shows here too.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    const chosen = event.key === CHOSEN_LOCALE_KEY ? readChosenLocale() : undefined;
    if (chosen) setAppLocale(chosen);
  });

/** Calls `listener` on every locale change; returns the unsubscribe function. */
export function subscribeAppLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
