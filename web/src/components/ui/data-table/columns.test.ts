import { describe, expect, it } from 'vitest';
import { dateColumn, nameColumn, numberColumn, textColumn } from './columns';
import { filterRows, sortRows } from './table-model';
import { shownDate } from '../../../lib/shown-date';

interface Row {
  id: string;
  name: string;
  count: number;
  at: string;
}

const rows: Row[] = [
  { id: 'b-2', name: 'bea', count: 10, at: '2026-03-02T10:00:00.000Z' },
  { id: 'a-1', name: 'Ada', count: 9, at: '2026-01-05T10:00:00.000Z' },
  { id: 'C-3', name: 'Cy', count: 100, at: '2025-12-31T23:00:00.000Z' },
];
const ids = (list: readonly Row[]) => list.map((r) => r.id);

describe('the column kinds of the data table', () => {
  it('a text column shows, sorts and searches the text as it is', () => {
    const column = textColumn<Row>({ id: 'id', label: 'ID', filterLabel: 'Row ID' }, (r) => r.id);
    expect(column.filterLabel).toBe('Row ID');
    expect(column.render(rows[0]!)).toBe('b-2');
    expect(column.sortValue?.(rows[2]!)).toBe('C-3');
    expect(ids(sortRows(rows, column, 'asc'))).toEqual(['a-1', 'b-2', 'C-3']);
    expect(ids(filterRows(rows, column, 'c-'))).toEqual(['C-3']);
  });

  it('a name column sorts without regard to case and searches the name as written', () => {
    const column = nameColumn<Row>({ id: 'name', label: 'Name' }, (r) => r.name);
    expect(column.render(rows[1]!)).toBe('Ada');
    expect(column.sortValue?.(rows[1]!)).toBe('ada');
    expect(ids(sortRows(rows, column, 'asc'))).toEqual(['a-1', 'b-2', 'C-3']);
    expect(ids(filterRows(rows, column, 'AD'))).toEqual(['a-1']);
  });

  it('a number column shows digits and sorts as a number; only a searchable one is offered as a filter', () => {
    const column = numberColumn<Row>({ id: 'count', label: 'Count' }, (r) => r.count);
    expect(column.render(rows[2]!)).toBe('100');
    expect(ids(sortRows(rows, column, 'asc'))).toEqual(['a-1', 'b-2', 'C-3']);
    expect(column.filterValue).toBeUndefined();
    const searchable = numberColumn<Row>({ id: 'count', label: 'Count' }, (r) => r.count, {
      searchable: true,
    });
    expect(ids(filterRows(rows, searchable, '10'))).toEqual(['b-2', 'C-3']);
  });

  it("a date column shows the lists' date and minute, sorts on the ISO value and is not searched", () => {
    const column = dateColumn<Row>({ id: 'at', label: 'Created' }, (r) => r.at);
    expect(column.render(rows[0]!)).toBe(shownDate(rows[0]!.at));
    expect(ids(sortRows(rows, column, 'desc'))).toEqual(['b-2', 'a-1', 'C-3']);
    expect(column.filterValue).toBeUndefined();
  });
});
