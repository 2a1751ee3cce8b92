// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { DetailsTable } from './details-table';

describe('DetailsTable', () => {
  it('shows each label as a row header beside its value, in order, in a named table', () => {
    renderUi(
      <DetailsTable
        aria-label="Series facts"
        rows={[
          ['Started', 'Jan 2, 2026'],
          ['Started by', 'Cora Coordinator'],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Series facts' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['StartedJan 2, 2026', 'Started byCora Coordinator']);
    const header = within(rows[1]!).getByRole('rowheader');
    expect(header.textContent).toBe('Started by');
    expect(header.getAttribute('scope')).toBe('row');
    expect(within(rows[1]!).getByRole('cell').textContent).toBe('Cora Coordinator');
  });

  it('takes its name from a heading by aria-labelledby', () => {
    renderUi(
      <>
        <h2 id="details-title">Module details</h2>
        <DetailsTable aria-labelledby="details-title" rows={[['Modified', '—']]} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Module details' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Modified' })).toBeTruthy();
  });
});
