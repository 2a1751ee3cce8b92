// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderUi } from '../../../test/render-ui';
import type { CompletedSeries } from '../utils/completed-reports';
import { CompletedReportsTable } from './completed-reports-table';
import { ReportState } from './report-states';

const series: CompletedSeries[] = [
  {
    id: 'cc1',
    memberId: 'm1',
    seriesName: 'Community Connections',
    generatedAt: '2026-03-04T10:11:12.000Z',
    moduleCompleteness: [100, 100],
  },
  {
    id: 'q1',
    memberId: 'm1',
    seriesName: 'Quality Life Series',
    generatedAt: '2026-02-01T08:00:00.000Z',
    moduleCompleteness: [100],
  },
  {
    id: 'open',
    memberId: 'm1',
    seriesName: 'Quality of Life - Short',
    generatedAt: '2026-05-01T08:00:00.000Z',
    moduleCompleteness: [100, 40],
  },
];

function table(role: string, rows = series, download?: boolean) {
  return renderUi(
    <MemoryRouter>
      <CompletedReportsTable
        series={rows}
        memberId="m1"
        role={role}
        {...(download ? { download: () => <button type="button">Download</button> } : {})}
      />
    </MemoryRouter>,
  );
}

describe('Completed Reports table', () => {
  it('lists complete series with links and 10-character dates, without Download until the PDF issue', () => {
    table('Patient');
    const grid = screen.getByRole('table', { name: 'Completed Reports' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Series', 'Date Generated']);
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Community Connections', '/history/ccReport/cc1'],
      ['Quality Life Series', '/QLReport/m1'],
    ]);
    expect(within(grid).getByText('2026-03-04')).toBeTruthy();
    expect(within(grid).queryByText('Quality of Life - Short')).toBeNull();
  });

  it("adds '- Self Care' for a helper and shows the Download column when given", () => {
    table('Volunteer', series, true);
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Community Connections - Self Care',
      'Quality Life Series - Self Care',
    ]);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Series',
      'Date Generated',
      'Download',
    ]);
  });

  it("says 'No data available' when no series is complete", () => {
    table('Patient', [series[2]!]);
    expect(screen.getByRole('cell').textContent).toBe('No data available');
  });
});

describe('report screen states', () => {
  it.each([
    ['noData', 'No available data'],
    ['noReports', 'No available reports.'],
    ['notAuthorized', 'Not Authorized. Please refresh and try again.'],
  ] as const)('shows %s as the spec text', (state, text) => {
    renderUi(<ReportState state={state} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows a spinner while loading', () => {
    renderUi(<ReportState state="loading" />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
