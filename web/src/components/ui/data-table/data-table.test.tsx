// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { renderUi } from '../../../test/render-ui';
import { DataTable } from './data-table';
import type { Column } from './table-model';
import { asPhone } from '../../../test/phone';

interface Item {
  id: string;
  name: string;
  score: number;
}

const items = (n: number, prefix = 'Item'): Item[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${i + 1}`,
    name: `${prefix} ${i + 1}`,
    score: (i * 7) % 10,
  }));

const columns: Column<Item>[] = [
  { id: 'name', label: 'Name', render: (r) => r.name, sortValue: (r) => r.name, filterValue: (r) => r.name },
  {
    id: 'score',
    label: 'Score',
    render: (r) => r.score,
    sortValue: (r) => r.score,
    filterValue: (r) => String(r.score),
  },
];

/** A phone-only column stacking both values in one cell. */
const both: Column<Item> = {
  id: 'both',
  label: 'Item',
  phoneOnly: true,
  render: (r) => `${r.name} (${r.score})`,
};

function table(rows: Item[], extra: Partial<Parameters<typeof DataTable<Item>>[0]> = {}) {
  return (
    <DataTable
      title="Things"
      rows={rows}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      actions={(selected) =>
        selected.length === 1 ? <Button>View</Button> : <Button>Delete {selected.length}</Button>
      }
      {...extra}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));
const names = () => bodyRows().map((row) => row.getAttribute('data-row-id'));

describe('DataTable', () => {
  it('shows 20 rows a page by default and offers page sizes 5, 10, 15, 20 and 25', async () => {
    const user = userEvent.setup();
    renderUi(table(items(30)));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 30')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '15', '20', '25']);
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(bodyRows()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(names()[0]).toBe('Item-6');
  });

  it('filters by dropdowns of fixed choices together with the search, starting at All', async () => {
    const user = userEvent.setup();
    const withBand: Column<Item>[] = [
      ...columns,
      {
        id: 'band',
        label: 'Band',
        render: (r) => (r.score >= 5 ? 'High' : 'Low'),
        choiceFilter: {
          label: 'Score band',
          options: [
            { value: 'high', label: 'High' },
            { value: 'low', label: 'Low' },
          ],
          matches: (r, v) => (v === 'high' ? r.score >= 5 : r.score < 5),
        },
      },
    ];
    renderUi(table(items(10), { columns: withBand }));
    const band = screen.getByRole('combobox', { name: 'Score band' });
    expect(band.textContent).toBe('All');
    expect(bodyRows()).toHaveLength(10);
    await user.click(band);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'High', 'Low']);
    await user.click(screen.getByRole('option', { name: 'High' }));
    // Scores (i * 7) % 10 of items 1–10: 0 7 4 1 8 5 2 9 6 3.
    expect(names()).toEqual(['Item-2', 'Item-5', 'Item-6', 'Item-8', 'Item-9']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Item 9');
    expect(names()).toEqual(['Item-9']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(screen.getByRole('combobox', { name: 'Score band' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(bodyRows()).toHaveLength(10);
  });

  it('searches the chosen field for a case-insensitive contains match and returns to page 1', async () => {
    const user = userEvent.setup();
    renderUi(table([...items(25), { id: 'x', name: 'Special THING', score: 3 }]));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'thing');
    expect(names()).toEqual(['x']);
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    await user.click(screen.getByRole('option', { name: 'Score' }));
    expect(names()).toEqual([]);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('sorts by a column, ascending then descending, and marks the header with aria-sort', async () => {
    const user = userEvent.setup();
    renderUi(table(items(4)));
    const header = screen.getByRole('columnheader', { name: 'Score' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Item-1', 'Item-4', 'Item-3', 'Item-2']);
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Item-2', 'Item-3', 'Item-4', 'Item-1']);
  });

  it('makes rows 53 px, or 33 px when dense, and pads a short page to the page size', async () => {
    const user = userEvent.setup();
    renderUi(table(items(3)));
    const height = (el: Element) => getComputedStyle(el).height;
    expect(height(bodyRows()[0]!)).toBe('53px');
    expect(screen.getByTestId('padding-rows').style.height).toBe(`${53 * 17}px`);
    await user.click(screen.getByRole('switch', { name: 'Dense padding' }));
    expect(height(bodyRows()[0]!)).toBe('33px');
    expect(screen.getByTestId('padding-rows').style.height).toBe(`${33 * 17}px`);
  });

  it('toggles a row by clicking it and shows the count and the actions for that many rows', async () => {
    const user = userEvent.setup();
    renderUi(table(items(5)));
    expect(screen.getByRole('button', { name: 'Filter list' })).toBeTruthy();
    await user.click(screen.getByText('Item 2'));
    expect(screen.getByRole('status').textContent).toBe('1 selected');
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filter list' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Item 4' }));
    expect(screen.getByRole('status').textContent).toBe('2 selected');
    expect(screen.getByRole('button', { name: 'Delete 2' })).toBeTruthy();
    await user.click(screen.getByText('Item 2'));
    await user.click(screen.getByText('Item 4'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter list' })).toBeTruthy();
  });

  it('selects every filtered row with select-all, on every page, and no other row', async () => {
    const user = userEvent.setup();
    renderUi(table(items(40)));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'item 1');
    // Item 1 and Item 10-19: 11 rows.
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status').textContent).toBe('11 selected');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    expect(screen.getByRole('checkbox', { name: 'Select all rows' }).getAttribute('data-indeterminate')).toBe(
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Select Item 1' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Select Item 2' })).toHaveProperty('checked', false);
  });

  it('clears the selection and returns to page 1 when the data changes', async () => {
    const user = userEvent.setup();
    const view = renderUi(table(items(30)));
    await user.click(screen.getByText('Item 1'));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(names()[0]).toBe('Item-21');
    view.rerender(table(items(30, 'Other')));
    expect(names()[0]).toBe('Other-1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps page and selection when a further server page is appended, and asks for it at the last page', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const first = items(25);
    const view = renderUi(table(first, { hasMore: true, onLoadMore }));
    expect(screen.getByText('1–20 of more than 20')).toBeTruthy();
    expect(onLoadMore).not.toHaveBeenCalled();
    await user.click(screen.getByText('Item 3'));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onLoadMore).toHaveBeenCalled();
    view.rerender(table([...first, ...items(50).slice(25)], { hasMore: false, onLoadMore }));
    expect(names()[0]).toBe('Item-21');
    expect(screen.getByRole('status').textContent).toBe('1 selected');
    expect(screen.getByText('21–40 of 50')).toBeTruthy();
  });

  it('shows only the phone columns, in their order, on a phone; every column still a search field', async () => {
    const phone = asPhone();
    const user = userEvent.setup();
    const { unmount } = renderUi(table(items(2), { phoneColumns: ['score'] }));
    const headers = () =>
      within(screen.getByRole('table', { name: 'Things' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).toEqual(['', 'Score']);
    expect(within(bodyRows()[0]!).getAllByRole('cell')).toHaveLength(2);
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Name', 'Score']);
    unmount();
    // Without phone columns a phone shows every column.
    const again = renderUi(table(items(2)));
    expect(headers()).toEqual(['', 'Name', 'Score']);
    again.unmount();
    // A phone-only column (a stacked cell) replaces the wide ones there.
    const stacked = renderUi(table(items(2), { columns: [...columns, both], phoneColumns: ['both'] }));
    expect(headers()).toEqual(['', 'Item']);
    expect(within(bodyRows()[0]!).getByText('Item 1 (0)')).toBeTruthy();
    stacked.unmount();
    phone.mockRestore();
  });

  it('leaves a phone-only column out on a desktop', () => {
    renderUi(table(items(2), { columns: [...columns, both], phoneColumns: ['both'] }));
    expect(
      within(screen.getByRole('table', { name: 'Things' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'Score']);
  });
});
