// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../../../test/render-ui';
import { FollowupFiguresTable } from './followup-figures';
import { FollowupFiguresChart } from './followup-figures-chart';

const figures = {
  facilityId: null,
  open: 7,
  overdue: 3,
  thisMonth: {
    month: '2026-11',
    opened: 9,
    resolved: 4,
    resolvedWithinDueShare: 0.75,
    couldNotReachShare: 0.2222,
    medianDaysToFirstContact: 2,
  },
  lastMonth: {
    month: '2026-10',
    opened: 0,
    resolved: 0,
    resolvedWithinDueShare: null,
    couldNotReachShare: null,
    medianDaysToFirstContact: null,
  },
};

/** The table's rows as their header cell and values. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('the follow-up figures table (issue 24 §4)', () => {
  it('shows open and overdue now, and this month beside last month with shares in per cent', () => {
    renderUi(<FollowupFiguresTable figures={figures} />);
    const table = screen.getByRole('table', { name: 'Follow-ups: now, this month and last month' });
    expect(rowsOf(table)).toEqual([
      ['Figure', 'This month (2026-11)', 'Last month (2026-10)'],
      ['Open (Now)', '7', '—'],
      ['Overdue (Now)', '3', '—'],
      ['Opened', '9', '0'],
      ['Resolved', '4', '0'],
      ['Resolved within the due date', '75 %', 'No data'],
      ['Could not reach', '22 %', 'No data'],
      ['Median days to first contact', '2', 'No data'],
    ]);
  });
});

describe('the follow-up figures chart (issue 24 §4)', () => {
  it('draws this month beside last month for opened and resolved, longest bar for the most, hidden from screen readers', () => {
    const { container } = renderUi(<FollowupFiguresChart figures={figures} />);
    const chart = container.querySelector('[data-chart="followup-figures"]')!;
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    const bar = (id: string) => chart.querySelector(`[data-bar="${id}"]`)!;
    expect(bar('opened-thisMonth').textContent).toBe('9');
    expect(bar('resolved-thisMonth').textContent).toBe('4');
    expect(bar('opened-lastMonth').textContent).toBe('0');
    const share = (id: string) => Number(bar(id).firstElementChild?.getAttribute('data-share'));
    expect(share('opened-thisMonth')).toBe(1);
    expect(share('resolved-thisMonth')).toBeCloseTo(4 / 9);
    expect(share('opened-lastMonth')).toBe(0);
    expect(chart.textContent).toContain('This month (2026-11)');
    expect(chart.textContent).toContain('Last month (2026-10)');
  });
});
