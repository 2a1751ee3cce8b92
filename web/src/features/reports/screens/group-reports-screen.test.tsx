// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompletedReport } from '@circles/shared/schemas/reports';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { GroupReportsScreen } from './group-reports-screen';
import { asPhone } from '../../../test/phone';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const cora = { id: 'cora', name: 'Cora', role: 'Coordinator' as const, facilityId: 'f1' };

function report(id: string, member: string, memberName: string, collectionName: string, at: string) {
  return {
    _id: id,
    kind: 'screener',
    collectionName,
    collectionTemplate: `t-${collectionName}`,
    member,
    memberName,
    facilityId: 'f1',
    completedAt: at,
    updatedAt: at,
  } satisfies CompletedReport;
}

const reports = [
  report('r1', 'paul', 'Paul Patient', 'Social Health Screener - NEW', '2026-03-02T09:00:00.000Z'),
  report('r2', 'paul', 'Paul Patient', 'Community Connections', '2026-01-15T09:00:00.000Z'),
  report('r3', 'nina', 'Nina North', 'Quality of Life - Short', '2026-02-20T09:00:00.000Z'),
];

const table = () => screen.getByRole('table', { name: 'Completed Reports' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));
const rowIds = () => bodyRows().map((row) => row.getAttribute('data-row-id'));

/** A Download cell as the app composes one in (a link per row). */
const download = (row: { id: string; seriesName: string }) => (
  <a href={`/pdf/${row.id}`}>{`Download ${row.seriesName}`}</a>
);

beforeEach(() => {
  apiCall.mockReset();
});

describe('GroupReportsScreen', () => {
  it("lists the group's completed reports newest first, each linked, dated and with its Download", async () => {
    apiCall.mockResolvedValue({ reports });
    renderSignedIn(<GroupReportsScreen download={download} />, { viewer: cora, path: '/GroupReports' });
    expect(await screen.findByRole('table', { name: 'Completed Reports' })).toBeTruthy();
    expect(apiCall.mock.calls[0]?.[0]).toBe('reportsCompletedGroup');
    expect(rowIds()).toEqual(['r1', 'r3', 'r2']);
    const [first] = bodyRows();
    const cells = within(first!);
    expect(cells.getByRole('link', { name: 'Paul Patient' }).getAttribute('href')).toBe('/MainReports/paul');
    // Roles other than Patient read the '- Self Care' link text (spec 000 §6).
    expect(
      cells.getByRole('link', { name: 'Social Health Screener - NEW - Self Care' }).getAttribute('href'),
    ).toBe('/history/screenerReport/r1');
    expect(first!.textContent).toContain('2026-03-02');
    expect(first!.textContent).not.toContain('T09:00');
    expect(within(table()).getByRole('columnheader', { name: 'Download' })).toBeTruthy();
    for (const row of bodyRows()) {
      const id = row.getAttribute('data-row-id');
      expect(
        within(row)
          .getByRole('link', { name: /^Download / })
          .getAttribute('href'),
      ).toBe(`/pdf/${id}`);
    }
  });

  it('narrows the rows with the filter (member, then series) and shows the empty text when none matches', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ reports });
    renderSignedIn(<GroupReportsScreen download={download} />, { viewer: cora, path: '/GroupReports' });
    await screen.findByRole('table', { name: 'Completed Reports' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'paul');
    expect(rowIds()).toEqual(['r1', 'r2']);
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    await user.click(screen.getByRole('option', { name: 'Series' }));
    expect(rowIds()).toEqual([]);
    expect(within(table()).getByText('No data available')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'quality');
    expect(rowIds()).toEqual(['r3']);
  });

  it('narrows to one member at /GroupReports/:userID, with "Person\'s Data Not Available" when they have none', async () => {
    apiCall.mockResolvedValue({ reports });
    const { unmount } = renderSignedIn(<GroupReportsScreen />, {
      viewer: cora,
      path: '/GroupReports/:userID',
      at: '/GroupReports/nina',
    });
    await screen.findByRole('table', { name: 'Completed Reports' });
    expect(rowIds()).toEqual(['r3']);
    // Without a download renderer there is no Download column.
    expect(within(table()).queryByRole('columnheader', { name: 'Download' })).toBeNull();
    unmount();
    renderSignedIn(<GroupReportsScreen />, {
      viewer: cora,
      path: '/GroupReports/:userID',
      at: '/GroupReports/mary',
    });
    expect((await screen.findByRole('status')).textContent).toBe("Person's Data Not Available");
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Data Not Available' when no member in scope has a completed report", async () => {
    apiCall.mockResolvedValue({ reports: [] });
    renderSignedIn(<GroupReportsScreen />, { viewer: cora, path: '/GroupReports' });
    expect((await screen.findByRole('status')).textContent).toBe('Data Not Available');
  });

  it("refuses a reader the server refuses ('Not Authorized…') and shows a failed read's error", async () => {
    const volunteer = { id: 'val', name: 'Val', role: 'Volunteer' as const, facilityId: 'f1' };
    apiCall.mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Not Authorized'));
    const { unmount } = renderSignedIn(<GroupReportsScreen />, { viewer: volunteer, path: '/GroupReports' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not Authorized. Please refresh and try again.',
    );
    unmount();
    apiCall.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    renderSignedIn(<GroupReportsScreen />, { viewer: cora, path: '/GroupReports' });
    // A server error is retried once (the query client's policy) before the alert shows.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Error fetching data. Please try again.',
    );
  });
});

describe('GroupReportsScreen on a phone (issue 20)', () => {
  it('shows each report as one stacked cell (report, member, date, Download) so nothing lies beyond the screen', async () => {
    const phone = asPhone();
    apiCall.mockResolvedValue({ reports });
    renderSignedIn(<GroupReportsScreen download={download} />, { viewer: cora, path: '/GroupReports' });
    await screen.findByRole('table', { name: 'Completed Reports' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', 'Report']);
    // Newest first, as on a desktop; each row one cell beside its checkbox.
    expect(rowIds()).toEqual(['r1', 'r3', 'r2']);
    const [first] = bodyRows();
    expect(within(first!).getAllByRole('cell')).toHaveLength(2);
    const cell = within(within(first!).getAllByRole('cell')[1]!);
    expect(
      cell.getByRole('link', { name: 'Social Health Screener - NEW - Self Care' }).getAttribute('href'),
    ).toBe('/history/screenerReport/r1');
    expect(cell.getByRole('link', { name: 'Paul Patient' }).getAttribute('href')).toBe('/MainReports/paul');
    expect(cell.getByText('2026-03-02')).toBeTruthy();
    expect(cell.getByRole('link', { name: 'Download Social Health Screener - NEW' })).toBeTruthy();
    // The member search still narrows the list.
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'Nina');
    expect(rowIds()).toEqual(['r3']);
    phone.mockRestore();
  });
});
