import type { ReactNode } from 'react';

/** Page sizes of every table (spec 001 §2.1, §9): default 20. */
export const PAGE_SIZES = [5, 10, 15, 20, 25] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** Row heights in pixels (spec 001 §9), also the height of the padding rows under a short page. */
export const ROW_HEIGHT = { dense: 33, normal: 53 } as const;

export type SortDirection = 'asc' | 'desc';

/** One column of a data table. */
export interface Column<T> {
  id: string;
  label: string;
  /** What the cell shows. */
  render: (row: T) => ReactNode;
  /** The value sorted on; the column is sortable only when given. */
  sortValue?: (row: T) => string | number;
  /** The text the 'contains' search looks in; the column is offered as a filter field only when given. */
  filterValue?: (row: T) => string;
  /** The filter select's label for this column, when it differs from the header. */
  filterLabel?: string;
  /**
   * A dropdown filter of fixed choices beside the search (e.g. severity, status): its label (the
   * header's when absent), its options, and whether a row matches the chosen one. 'All' shows every row.
   */
  choiceFilter?: ChoiceFilter<T>;
  /**
   * Shown on a phone only, named in the table's `phoneColumns` (issue 20): a column that stacks what
   * the wide columns show side by side, so a row fits a phone's width.
   */
  phoneOnly?: boolean;
}

/** The fixed choices of a column's dropdown filter ({@link Column.choiceFilter}). */
export interface ChoiceFilter<T> {
  label?: string;
  options: readonly { value: string; label: string }[];
  matches: (row: T, value: string) => boolean;
}

/** The chosen value of each dropdown filter by column id; '' (or absent) is 'All'. */
export type ChoiceFilterState = Readonly<Record<string, string>>;

/** Rows that match every dropdown filter's chosen value (filters left at 'All' keep every row). */
export function filterByChoices<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  chosen: ChoiceFilterState,
): T[] {
  const active = columns.flatMap((c) => {
    const value = chosen[c.id];
    return c.choiceFilter && value ? [{ matches: c.choiceFilter.matches, value }] : [];
  });
  return rows.filter((row) => active.every((f) => f.matches(row, f.value)));
}

/** Rows whose chosen field contains the search text, ignoring case (spec 001 §2.1). */
export function filterRows<T>(rows: readonly T[], column: Column<T> | undefined, search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!column?.filterValue || needle === '') return [...rows];
  const value = column.filterValue;
  return rows.filter((row) => value(row).toLowerCase().includes(needle));
}

/** Rows sorted by a column (stable: equal values keep their order). */
export function sortRows<T>(
  rows: readonly T[],
  column: Column<T> | undefined,
  direction: SortDirection,
): T[] {
  if (!column?.sortValue) return [...rows];
  const value = column.sortValue;
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key));
      return order === 0 ? a.index - b.index : order * sign;
    })
    .map(({ row }) => row);
}

/**
 * Whether `next` only adds rows after `previous` (a further server page arrived): then the table
 * keeps its page and selection; any other change of the data resets both (spec 001 §2.1).
 */
export function onlyAppended(previous: readonly string[], next: readonly string[]): boolean {
  return next.length >= previous.length && previous.every((id, index) => next[index] === id);
}

/**
 * The columns a phone shows (issue 20): those named in `ids`, in that order (unknown ids skipped); the
 * desktop's when none is known, so a table never loses every column.
 */
export function phoneColumnsOf<T>(
  columns: readonly Column<T>[],
  ids: readonly string[],
): readonly Column<T>[] {
  const shown = ids.flatMap((id) => columns.filter((c) => c.id === id));
  return shown.length > 0 ? shown : columns.filter((c) => !c.phoneOnly);
}
