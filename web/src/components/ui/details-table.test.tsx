// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { detailRows } from '../../test/detail-rows';
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
    expect(detailRows(table)).toEqual([
      ['Started', 'Jan 2, 2026'],
      ['Started by', 'Cora Coordinator'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Started by' }).getAttribute('scope')).toBe('row');
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
