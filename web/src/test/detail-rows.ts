import { within } from '@testing-library/react';

/** The [label, value] pairs of a details table (`DetailsTable`), read from its row headers and cells. */
export function detailRows(table: HTMLElement): [string | null, string | null][] {
  return within(table)
    .getAllByRole('row')
    .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]);
}
