import { currentLocale, type Locale } from './locale';

/** Parameters filled into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** An area's texts in one locale other than English: any subset of its keys (the rest fall back). */
export type Translation<K extends string> = Partial<Record<K, string>>;

/** An area's texts: English for every key, other locales partial. */
export interface AreaTexts<K extends string> {
  en: Readonly<Record<K, string>>;
  fr?: Translation<K>;
}

/**
 * The text of `key` in `locale` (default: the provider's, see `locale.ts`), falling back to English
 * key by key, with `{name}` placeholders replaced by `params` (numbers written as the locale writes
 * them); placeholders without a parameter stay.
 * Each area module wraps this in its own typed `msg`, so a bundle holds only the areas it calls.
 */
export function textOf<K extends string>(
  texts: AreaTexts<K>,
  key: K,
  params?: MessageParams,
  locale: Locale = currentLocale(),
): string {
  const translated = locale === 'en' ? undefined : texts[locale]?.[key];
  const template = translated ?? texts.en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? shownParam(params[name] as string | number, locale) : placeholder,
  );
}

/**
 * A parameter as the text shows it: a number with the locale's decimal mark (`12,5` in French), no
 * thousands separator (a year or a count reads the same in both languages, and English stays as it
 * was); text as given.
 */
function shownParam(value: string | number, locale: Locale): string {
  return typeof value === 'number' && locale === 'fr' ? String(value).replace('.', ',') : String(value);
}

/** Whether a string names a key of an area (for keys that arrive as data). */
export function isKeyOf<K extends string>(texts: AreaTexts<K>, key: string): key is K {
  return Object.hasOwn(texts.en, key);
}
