// @vitest-environment happy-dom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ExportRun } from '@circles/shared/schemas/exports';
import { renderUi } from '../../test/render-ui';
import { ExportRuns } from './export-runs';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', () => ({
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
  ApiError: class extends Error {},
}));

const run = (over: Partial<ExportRun>): ExportRun => ({
  runId: '20261123T070000Z',
  status: 'succeeded',
  since: '2026-11-22T07:00:00.000Z',
  until: '2026-11-23T07:00:00.000Z',
  startedAt: '2026-11-23T07:00:01.000Z',
  finishedAt: '2026-11-23T07:00:09.000Z',
  exported: 3,
  failed: 0,
  ...over,
});

function renderRuns() {
  return renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExportRuns />
    </QueryClientProvider>,
  );
}

beforeEach(() => apiCall.mockReset());

describe('ExportRuns', () => {
  it('lists the runs with their counts and status, and downloads a finished run on demand', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) => {
      if (name === 'exportRunsList')
        return Promise.resolve({
          count: 2,
          runs: [
            run({}),
            run({
              runId: '20261122T070000Z',
              status: 'failed',
              since: null,
              startedAt: '2026-11-22T07:00:01.000Z',
              exported: 1,
              failed: 1,
            }),
          ],
        });
      return Promise.resolve({
        runId: '20261123T070000Z',
        expiresAt: '2026-11-23T07:05:00.000Z',
        files: [
          { fileName: 'export_20261123T070000Z_manifest.csv', url: 'https://files/manifest' },
          { fileName: 'abc.pdf', url: 'https://files/abc' },
        ],
      });
    });
    renderRuns();
    expect(await screen.findByText('2026-11-23 07:00')).toBeTruthy();
    expect(screen.getByText('Done')).toBeTruthy();
    expect(screen.getByText('Failed (will resume)')).toBeTruthy();
    expect(screen.getByText('the start – 2026-11-23 07:00')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '3' })).toBeTruthy();

    await user.click(
      screen.getByRole('button', { name: 'Download the files of the run of 2026-11-23 07:00' }),
    );
    expect(apiCall).toHaveBeenCalledWith('exportRunDownload', { params: { runId: '20261123T070000Z' } });
    const manifest = await screen.findByRole('link', { name: 'export_20261123T070000Z_manifest.csv' });
    expect(manifest.getAttribute('href')).toBe('https://files/manifest');
    expect(screen.getByRole('link', { name: 'abc.pdf' }).getAttribute('download')).toBe('abc.pdf');
  });

  it('shows the empty state, and the error text when the list fails', async () => {
    apiCall.mockResolvedValueOnce({ count: 0, runs: [] });
    const { unmount } = renderRuns();
    expect(await screen.findByText('No exports yet.')).toBeTruthy();
    unmount();
    apiCall.mockRejectedValueOnce(new Error('down'));
    renderRuns();
    expect(
      await screen.findByText('Unable to retrieve the exports. Please refresh and try again.'),
    ).toBeTruthy();
  });
});
