// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ResearchExport } from '@circles/shared/schemas/research';
import { renderUi } from '../../../test/render-ui';
import { asPhone } from '../../../test/phone';
import { ResearchExportsTable } from './research-exports-table';

const item = (over: Partial<ResearchExport>): ResearchExport => ({
  exportId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  status: 'succeeded',
  seriesTemplateIds: ['s1'],
  from: '2026-01-01',
  to: '2026-11-30',
  requestedBy: 'admin',
  createdAt: '2026-11-30T15:04:00.000Z',
  finishedAt: '2026-11-30T15:04:05.000Z',
  progress: { done: 4, total: 4 },
  members: 2,
  rows: 4,
  attempts: 1,
  ...over,
});

function renderTable(exports: ResearchExport[]) {
  return renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <ResearchExportsTable exports={exports} seriesNames={new Map([['s1', 'Community Connections']])} />
    </QueryClientProvider>,
  );
}

const zone = process.env.TZ;
afterEach(() => {
  // Node reads TZ again whenever it is assigned: the tests below set a zone of their own.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('ResearchExportsTable', () => {
  it('shows when an export started in the local time, as the other screens show times', () => {
    process.env.TZ = 'America/Toronto';
    renderTable([item({})]);
    expect(screen.getByText('2026-11-30 10:04')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the export of 2026-11-30 10:04' })).toBeTruthy();
  });

  it('says a job that has not counted its rounds yet is starting, not "0 of 0"', () => {
    renderTable([item({ status: 'running', progress: { done: 0, total: 0 } })]);
    expect(screen.queryByText(/0 of 0/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Starting…' })).toBeTruthy();
  });

  it('on a phone puts the download under the status, so the table fits its width', () => {
    const phone = asPhone();
    try {
      renderTable([item({ status: 'running', progress: { done: 1, total: 4 } }), item({})]);
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Started', 'Status']);
      const rows = screen.getAllByRole('row').slice(1);
      const ready = within(rows[1]!).getByText('Ready').closest('td')!;
      expect(within(ready).getByRole('button', { name: /^Download the export of / })).toBeTruthy();
      expect(within(rows[0]!).getByRole('button', { name: /^Download the export of / })).toHaveProperty(
        'disabled',
        true,
      );
    } finally {
      phone.mockRestore();
    }
  });
});
