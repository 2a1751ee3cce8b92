import { currentLocale, type Locale } from './locale';

/**
 * A SurveyJS localisable text as a template holds it: a plain string (one language for every reader),
 * or one text per locale with English under SurveyJS's `default` key (`{ default: 'Never', fr:
 * 'Jamais' }`). The instrument library writes the second shape; designer-made templates may hold either.
 */
export type SurveyText = string | Readonly<Record<string, string>>;

const textIn = (value: Record<string, unknown>, key: string): string | undefined => {
  const text = value[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
};

/**
 * The text a reader in `locale` (the current locale by default) sees of a SurveyJS localisable string:
 * the locale's own text, else the default (English) text, else `en`, else the first text it holds; a
 * plain string as it is. Anything else (missing, a number, an object without a text) gives `fallback`,
 * so a label read from a template never prints `[object Object]`.
 */
export function localText(value: unknown, locale: Locale = currentLocale(), fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback;
  const texts = value as Record<string, unknown>;
  return (
    textIn(texts, locale) ??
    textIn(texts, 'default') ??
    textIn(texts, 'en') ??
    Object.values(texts).find((t): t is string => typeof t === 'string' && t !== '') ??
    fallback
  );
}

/**
 * A stored record's name with its optional French (issue 25): module and series templates keep the
 * spec's `name` (English, the name reports and exports match on) and an Admin's `nameFr` beside it;
 * member modules and series instances copy both when started.
 */
export interface LocalNamed {
  name: string;
  nameFr?: string | null | undefined;
}

/**
 * The name a reader in `locale` (the current locale by default) sees: the French name in French when
 * it holds a text, else the name. One reader of names for lists, dialogs and server texts alike.
 */
export function localName(record: LocalNamed, locale: Locale = currentLocale()): string {
  const french = record.nameFr?.trim();
  return locale === 'fr' && french ? french : record.name;
}

/**
 * A series instance's (or a report round's) names as `localName` reads them: the series template's
 * name and French name copied when the instance was started (`collectionName`, `collectionNameFr`).
 */
export function seriesNamed(instance: { collectionName: string; collectionNameFr?: string }): LocalNamed {
  return { name: instance.collectionName, nameFr: instance.collectionNameFr };
}
