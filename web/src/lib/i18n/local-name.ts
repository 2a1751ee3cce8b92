import { localName, type LocalNamed } from '@circles/shared/messages/local-text';
import { useLocale } from './locale-provider';

export { localName, seriesNamed, type LocalNamed } from '@circles/shared/messages/local-text';

/**
 * The one way screens show a stored template or series name (issue 25): a function giving a record's
 * name in the interface's language (its French name in French, else its name), bound to the current
 * locale so a memoised screen shows the other language after a switch. Tables' column definitions,
 * built outside components, call `localName` of `@circles/shared/messages/local-text` directly (it
 * reads the same locale as `msg()`).
 */
export function useLocalName(): (record: LocalNamed) => string {
  const locale = useLocale();
  return (record) => localName(record, locale);
}

/** Both names of a record, for a table's search: an Admin may know a template by either. */
export function bothNames(record: LocalNamed): string {
  return [record.name, record.nameFr ?? ''].join(' ').trim();
}
