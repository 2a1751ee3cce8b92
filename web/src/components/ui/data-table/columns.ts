import { shownDate } from '../../../lib/shown-date';
import type { Column } from './table-model';

/** What every column names: its id, its header and, when it differs, its label in the filter select. */
export interface ColumnHead {
  id: string;
  label: string;
  filterLabel?: string;
}

/** A column of a text shown as it is, sorted and searched on it (an ID, an email). */
export function textColumn<T>(head: ColumnHead, text: (row: T) => string): Column<T> {
  return { ...head, render: text, sortValue: text, filterValue: text };
}

/** A column of a name: shown and searched as written, sorted without regard to case. */
export function nameColumn<T>(head: ColumnHead, name: (row: T) => string): Column<T> {
  return { ...head, render: name, sortValue: (row) => name(row).toLowerCase(), filterValue: name };
}

/**
 * A column of a number (a count, a completeness) shown as its digits and sorted as a number; with
 * `searchable`, its digits are searched too.
 */
export function numberColumn<T>(
  head: ColumnHead,
  value: (row: T) => number,
  { searchable = false }: { searchable?: boolean } = {},
): Column<T> {
  const digits = (row: T) => String(value(row));
  return { ...head, render: digits, sortValue: value, ...(searchable ? { filterValue: digits } : {}) };
}

/** A column of a date-time as the lists show it ({@link shownDate}), sorted on its ISO value; not searched. */
export function dateColumn<T>(head: ColumnHead, iso: (row: T) => string): Column<T> {
  return { ...head, render: (row) => shownDate(iso(row)), sortValue: iso };
}
