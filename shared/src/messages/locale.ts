/** Supported interface languages: English is complete, French is translated key by key. */
export type Locale = 'en' | 'fr';

/** Every supported locale, English (the fallback) first. */
export const LOCALES: readonly Locale[] = ['en', 'fr'];

/**
 * Each locale's name in its own language, as the language switch shows it whatever the interface's
 * language (a French reader looks for 'Français' on an English screen). Names, not translated texts,
 * so they live here rather than in the catalogue (where they would read the same in both languages).
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** The BCP 47 tag dates and numbers are formatted with: Canadian English and Canadian French. */
export function intlLocale(locale: Locale): 'en-CA' | 'fr-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-CA';
}

// One provider for the whole runtime: the web app installs a store, the functions the request's locale
// (an AsyncLocalStorage), so `msg()` needs no locale argument at its call sites.
let provider: () => Locale = () => 'en';

/**
 * Sets where `msg()` reads the locale when its caller gives none. The web app points it at its locale
 * store; the functions at the current request's locale. Until then every text is English.
 */
export function setLocaleProvider(next: () => Locale): void {
  provider = next;
}

/** Shorthand for a provider that always answers `locale` (the public screener, tests). */
export function setLocale(locale: Locale): void {
  setLocaleProvider(() => locale);
}

// The locale `inLocale` pins while its function runs; undefined: the provider's.
let pinned: Locale | undefined;

/** The locale `msg()` uses now. */
export function currentLocale(): Locale {
  return pinned ?? provider();
}

/**
 * Runs the synchronous `fn` with every `msg()` in `locale`, whatever the provider answers, then gives
 * the provider back: a stored report round is computed in English for any requester (issue 25), and a
 * reader's copy in their language. Synchronous only: no other code runs while it holds the locale (the
 * server handles many requests in one process), so a function that returns a promise is refused
 * rather than have its awaited part run in someone else's locale.
 */
export function inLocale<T>(locale: Locale, fn: () => T): T {
  const before = pinned;
  pinned = locale;
  let result: T;
  try {
    result = fn();
  } finally {
    pinned = before;
  }
  if (typeof (result as { then?: unknown } | null)?.then === 'function')
    throw new Error('inLocale runs synchronous functions only');
  return result;
}

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The best supported locale for a list of language preferences: an `Accept-Language` header
 * (`fr-CA,fr;q=0.9,en;q=0.8`) or the browser's `navigator.languages`. The first supported language by
 * weight wins (`fr-CA` counts as `fr`); nothing supported, or nothing given, is English.
 */
export function negotiateLocale(preferences: string | readonly string[] | null | undefined): Locale {
  return requestedLocale(preferences) ?? 'en';
}

/**
 * As {@link negotiateLocale}, but undefined when the preferences name no supported locale (no header,
 * `*`, only other languages), so the caller can fall back to something else than English: the API to
 * the signed-in user's stored language.
 */
export function requestedLocale(
  preferences: string | readonly string[] | null | undefined,
): Locale | undefined {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight, index };
    })
    .filter((e) => Number.isFinite(e.weight) && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((e) => e.language).find(isLocale);
}

/**
 * The locale of a user's stored preferred language (the profile's `language`: 'English', 'French' or
 * 'Other', spec 002 §5.6; a locale code is accepted too); undefined when it names no supported locale,
 * so the caller falls back to the browser's or the request's language.
 */
export function localeOfLanguage(language: string | null | undefined): Locale | undefined {
  const value = (language ?? '').trim().toLowerCase();
  if (value === 'english' || value === 'en') return 'en';
  if (value === 'french' || value === 'fr' || value === 'français') return 'fr';
  return undefined;
}
