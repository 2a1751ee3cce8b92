// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import {
  FLAGGED_ANSWERS,
  NO_FLAG_ANSWERS,
  samplePayload,
  type SeriesName,
} from '../../../features/reports/testing/sample-reports';
import type { ReportScreenKind } from '../../../features/reports/api/reports';
import { ReportScreen } from './report-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));
vi.mock('../../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

const victor = { id: 'vic', name: 'Victor', role: 'Volunteer' as const, facilityId: 'fac-1' };

beforeEach(() => {
  apiCall.mockReset();
});

describe('a report screen', () => {
  it('asks the route of its kind with the member id and shows the report with its latest round', async () => {
    apiCall.mockResolvedValue(samplePayload('Community Connections', [0, 1, 2]));
    renderSignedIn(<ReportScreen kind="cc" />, {
      viewer: victor,
      path: '/reports/:userID',
      at: '/reports/mary',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Community Connection Series Report' }),
    ).toBeTruthy();
    expect(apiCall.mock.calls[0]?.[0]).toBe('reportsNeighbours');
    expect(apiCall.mock.calls[0]?.[1]).toMatchObject({ params: { userId: 'mary' } });
    const picker = screen.getByLabelText<HTMLSelectElement>('Round');
    expect(picker.value).toBe('2');
    expect(screen.getByText(/Last Modified/).textContent).toContain('2026-03-15');
    await userEvent.setup().selectOptions(picker, '0');
    expect(screen.getByText(/Last Modified/).textContent).toContain('2026-01-15');
  });

  it("Download of the latest round (the default) prints the member's latest report, naming no round", async () => {
    apiCall.mockResolvedValue({
      ...samplePayload('Community Connections', [0, 1, 2]),
      collectionIds: ['round-1', 'round-2', 'round-3'],
    });
    renderSignedIn(<ReportScreen kind="cc" />, {
      viewer: victor,
      path: '/reports/:userID',
      at: '/reports/mary',
    });
    const picker = await screen.findByLabelText<HTMLSelectElement>('Round');
    const user = userEvent.setup();
    apiCall.mockReturnValue(new Promise(() => undefined));
    // The latest round (the default): the member's latest report, no instance named.
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(apiCall).toHaveBeenLastCalledWith(
      'pdfReport',
      expect.objectContaining({ body: { kind: 'cc', userId: 'mary' } }),
    );
    expect(picker.value).toBe('2');
  });

  it("Download of a picked earlier round sends that round's series instance", async () => {
    apiCall.mockResolvedValue({
      ...samplePayload('Community Connections', [0, 1, 2]),
      collectionIds: ['round-1', 'round-2', 'round-3'],
    });
    renderSignedIn(<ReportScreen kind="cc" />, {
      viewer: victor,
      path: '/reports/:userID',
      at: '/reports/mary',
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText<HTMLSelectElement>('Round'), '0');
    apiCall.mockReturnValue(new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(apiCall).toHaveBeenLastCalledWith(
      'pdfReport',
      expect.objectContaining({ body: { kind: 'cc', userId: 'mary', collectionId: 'round-1' } }),
    );
  });

  it.each([
    ['qofl', 'reportsQofl', { userID: 'mary' }, 'Quality Life Report'],
    ['qoflShort', 'reportsQoflShort', { userId: 'mary' }, 'Quality of Life - Short Report'],
    ['screenerHistoric', 'reportsHistoricScreener', { collectionId: 'mary' }, 'Social Screen Series Report'],
    ['ccHistoric', 'reportsHistoricCc', { collectionId: 'mary' }, 'My Reports'],
  ] as const)('%s reads %s and is titled by the spec', async (kind, route, params, title) => {
    const series =
      kind === 'screenerHistoric'
        ? 'Social Health Screener - NEW'
        : kind === 'ccHistoric'
          ? 'Community Connections'
          : kind === 'qofl'
            ? 'Quality Life Series'
            : 'Quality of Life - Short';
    apiCall.mockResolvedValue(samplePayload(series));
    renderSignedIn(<ReportScreen kind={kind} />, { viewer: victor, path: '/r/:userID', at: '/r/mary' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(apiCall.mock.calls[0]?.[0]).toBe(route);
    expect(apiCall.mock.calls[0]?.[1]).toMatchObject({ params });
    // One round: no picker.
    expect(screen.queryByLabelText('Round')).toBeNull();
    // Download asks the server for this report's PDF (the member's, or the series instance's for history).
    apiCall.mockReturnValue(new Promise(() => undefined));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    const historic = kind.endsWith('Historic');
    expect(apiCall).toHaveBeenLastCalledWith(
      'pdfReport',
      expect.objectContaining({
        body: historic
          ? expect.objectContaining({ collectionId: 'mary' })
          : expect.objectContaining({ userId: 'mary' }),
      }),
    );
  });

  it("shows 'No available data' for a member without a report and 'No available reports.' for a historic one", async () => {
    apiCall.mockResolvedValue({});
    const { unmount } = renderSignedIn(<ReportScreen kind="screener" />, {
      viewer: victor,
      path: '/ScreenReports/:userID',
      at: '/ScreenReports/mary',
    });
    expect((await screen.findByRole('status')).textContent).toBe('No available data');
    unmount();
    renderSignedIn(<ReportScreen kind="qoflHistoric" />, {
      viewer: victor,
      path: '/history/qoflReport/:id',
      at: '/history/qoflReport/c1',
    });
    expect((await screen.findByRole('status')).textContent).toBe('No available reports.');
  });

  it("shows 'Not Authorized. Please refresh and try again.' when the member is outside the reader's scope", async () => {
    apiCall.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found'));
    renderSignedIn(<ReportScreen kind="cc" />, {
      viewer: victor,
      path: '/reports/:userID',
      at: '/reports/other',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not Authorized. Please refresh and try again.',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the §8 alert of the report when the read fails otherwise', async () => {
    apiCall.mockRejectedValue(new ApiError(0, 'NETWORK', 'offline'));
    renderSignedIn(<ReportScreen kind="qofl" />, {
      viewer: victor,
      path: '/QLReport/:userID',
      at: '/QLReport/mary',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to retrieve Quality Life Report. Please refresh and try again.',
    );
  });

  // Spec 000 §2, §4: the selected-collection alert is the dashboard's, pointing at its Health Alert
  // section; a report screen has no such section, so it never shows the alert, flags or none.
  const ALERT = 'This series has health alerts. Please review the Health Alert section.';
  const SERIES_OF: Record<ReportScreenKind, SeriesName> = {
    cc: 'Community Connections',
    ccHistoric: 'Community Connections',
    screener: 'Social Health Screener - NEW',
    screenerHistoric: 'Social Health Screener - NEW',
    qoflShort: 'Quality of Life - Short',
    qofl: 'Quality Life Series',
    qoflHistoric: 'Quality of Life - Short',
  };
  it.each(Object.keys(SERIES_OF) as ReportScreenKind[])(
    "%s never shows the dashboard's Health Alert notice, whether its round has flags or none",
    async (kind) => {
      for (const answers of [FLAGGED_ANSWERS, NO_FLAG_ANSWERS]) {
        const payload = samplePayload(SERIES_OF[kind], [0], { 0: answers });
        const flagged = payload.flags[0]!.red.length + payload.flags[0]!.yellow.length > 0;
        expect(flagged).toBe(answers === FLAGGED_ANSWERS);
        apiCall.mockResolvedValue(payload);
        const view = renderSignedIn(<ReportScreen kind={kind} />, {
          viewer: victor,
          path: '/r/:userID',
          at: '/r/mary',
        });
        await screen.findByRole('button', { name: 'Download' });
        // The dashboard's alert appears 400 ms after its data: wait past that.
        await new Promise((done) => setTimeout(done, 700));
        expect(screen.queryByText(ALERT)).toBeNull();
        view.unmount();
      }
    },
  );

  it('shows a spinner while the report loads', () => {
    apiCall.mockReturnValue(new Promise(() => undefined));
    renderSignedIn(<ReportScreen kind="cc" />, {
      viewer: victor,
      path: '/reports/:userID',
      at: '/reports/mary',
    });
    expect(within(document.body).getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
