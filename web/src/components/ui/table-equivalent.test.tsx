// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render-ui';
import { TableEquivalent } from './table-equivalent';

describe('TableEquivalent', () => {
  it('names the table by its caption, the columns by column headers and each row by its row header', () => {
    renderUi(
      <TableEquivalent
        caption="Wellness over time"
        columns={['Round', 'Score']}
        rows={[
          { header: 'Round 1', cells: [40] },
          { header: 'Round 2', cells: ['Not answered'] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Wellness over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Round', 'Score']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.getAttribute('scope')),
    ).toEqual(['row', 'row']);
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RoundScore', 'Round 140', 'Round 2Not answered']);
  });

  it('hides the table inside a clipped 1 px block, not on the table (a table never shrinks below its content, so it widened the page)', () => {
    renderUi(
      <TableEquivalent
        caption="Wide"
        columns={['A', 'B']}
        rows={[{ header: 'x'.repeat(200), cells: [1] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Wide' });
    const box = table.parentElement!;
    expect(box.tagName).toBe('DIV');
    const style = getComputedStyle(box);
    expect([style.position, style.width, style.height, style.overflow]).toEqual([
      'absolute',
      '1px',
      '1px',
      'hidden',
    ]);
    expect(getComputedStyle(table).position).not.toBe('absolute');
  });
});
