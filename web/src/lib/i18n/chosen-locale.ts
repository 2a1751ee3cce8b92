import { localeOfLanguage, type Locale } from '@circles/shared/messages/locale';

/**
 * Where the language chosen with the switch is kept, on this device across sessions: a preference of
 * the device, not personal data, shared by the app and the public screener (one origin), kept at
 * sign-out.
 */
export const CHOSEN_LOCALE_KEY = 'circles.locale';

/** The device's localStorage, or none where it is missing or refused (a private window may throw). */
function deviceStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The language chosen on this device with the switch, if any. */
export function readChosenLocale(storage: Storage | undefined = deviceStorage()): Locale | undefined {
  try {
    return localeOfLanguage(storage?.getItem(CHOSEN_LOCALE_KEY));
  } catch {
    return undefined;
  }
}

/** Keeps the language chosen with the switch (nothing happens where storage is refused). */
export function writeChosenLocale(locale: Locale, storage: Storage | undefined = deviceStorage()): void {
  try {
    storage?.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // A full or refused storage: the choice holds for this page only.
  }
}

/** Sets `<html lang>` to the locale, so screen readers speak the page in its language. */
export function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
