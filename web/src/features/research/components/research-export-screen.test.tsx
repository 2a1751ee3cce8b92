// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ResearchExport } from '@circles/shared/schemas/research';
import { ApiError } from '../../../lib/api-client';
import { renderUi } from '../../../test/render-ui';
import { ResearchExportScreen } from './research-export-screen';
import { ResearchersPanel } from './researchers-panel';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

const item = (over: Partial<ResearchExport>): ResearchExport => ({
  exportId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  status: 'succeeded',
  seriesTemplateIds: ['s1'],
  from: '2026-01-01',
  to: '2026-11-30',
  requestedBy: 'admin',
  createdAt: '2026-11-30T10:00:00.000Z',
  finishedAt: '2026-11-30T10:00:05.000Z',
  progress: { done: 4, total: 4 },
  members: 2,
  rows: 4,
  attempts: 1,
  ...over,
});

function renderScreen() {
  return renderUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ResearchExportScreen />
    </QueryClientProvider>,
  );
}

const series = {
  series: [
    { id: 's1', name: 'Social Health Screener - NEW' },
    { id: 's2', name: 'Community Connections' },
  ],
};

// A block body: a function returned from beforeEach would run as the test's teardown.
beforeEach(() => {
  apiCall.mockReset();
});

describe('ResearchExportScreen', () => {
  it('starts an export of the chosen series and dates, shows progress and downloads a finished ZIP', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) => {
      if (name === 'researchSeries') return Promise.resolve(series);
      if (name === 'researchExportsList')
        return Promise.resolve({
          count: 2,
          exports: [
            item({
              exportId: '01JYYYYYYYYYYYYYYYYYYYYYYY',
              status: 'running',
              progress: { done: 1, total: 4 },
            }),
            item({}),
          ],
        });
      if (name === 'researchExportStart') return Promise.resolve({ export: item({ status: 'queued' }) });
      return Promise.resolve({
        exportId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
        fileName: 'circles-research.zip',
        url: 'https://files/zip',
        expiresAt: '2026-11-30T10:05:00.000Z',
      });
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Research exports' })).toBeTruthy();
    expect(await screen.findByText('Running: 1 of 4')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Running: 1 of 4' })).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByText('Choose at least one series.')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith('researchExportStart', expect.anything());

    await user.click(screen.getByRole('checkbox', { name: 'Social Health Screener - NEW' }));
    const from = screen.getByLabelText(/^Completed from/);
    await user.clear(from);
    await user.type(from, '2026-01-01');
    const to = screen.getByLabelText(/^Completed to/);
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('researchExportStart', {
        body: { seriesTemplateIds: ['s1'], from: '2026-01-01', to: '2026-11-30' },
      }),
    );
    expect(await screen.findByText('Export started. It is listed below with its progress.')).toBeTruthy();

    const buttons = screen.getAllByRole('button', { name: 'Download the export of 2026-11-30 10:00' });
    expect(buttons[0]).toHaveProperty('disabled', true); // the running one
    await user.click(buttons[1]!);
    const link = await screen.findByRole('link', { name: 'circles-research.zip' });
    expect(link.getAttribute('href')).toBe('https://files/zip');
  });

  it('says the end date may not come before the start date', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) =>
      Promise.resolve(name === 'researchSeries' ? series : { count: 0, exports: [] }),
    );
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Community Connections' }));
    const to = screen.getByLabelText(/^Completed to/);
    await user.clear(to);
    await user.type(to, '2000-01-01');
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.getByText('No research exports yet.')).toBeTruthy();
  });

  it('marks both dates required and asks for a date, not a format, when one is cleared', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) =>
      Promise.resolve(name === 'researchSeries' ? series : { count: 0, exports: [] }),
    );
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Community Connections' }));
    const from = screen.getByLabelText(/^Completed from/);
    expect(from).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Completed to/)).toHaveProperty('required', true);
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(await screen.findByText('Choose a date.')).toBeTruthy();
    expect(screen.queryByText('Please check the format of this value.')).toBeNull();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(apiCall).not.toHaveBeenCalledWith('researchExportStart', expect.anything());
  });

  it('shows the not-authorized text when the server refuses the caller', async () => {
    apiCall.mockImplementation((name: string) =>
      name === 'researchSeries'
        ? Promise.resolve(series)
        : Promise.reject(new ApiError(403, 'FORBIDDEN', 'Forbidden')),
    );
    renderScreen();
    expect(
      await screen.findByText('Not Authorized. Only Admins and Researchers may export research data.'),
    ).toBeTruthy();
  });
});

describe('ResearchersPanel', () => {
  it('lists Coordinators and Volunteers with a switch that grants or withdraws the permission', async () => {
    const user = userEvent.setup();
    const person = (id: string, role: string, name: string, researcher?: boolean) => ({
      _id: id,
      role,
      name,
      status: 'active',
      enabled: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      version: 3,
      ...(researcher ? { researcher } : {}),
    });
    apiCall.mockImplementation((name: string, args: { query?: { role?: string } }) => {
      if (name === 'usersList')
        return Promise.resolve({
          count: 1,
          users: [
            args.query?.role === 'Coordinator'
              ? person('c1', 'Coordinator', 'Cora Coordinator', true)
              : person('v1', 'Volunteer', 'Victor Volunteer'),
          ],
        });
      return Promise.resolve({ user: {} });
    });
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResearchersPanel />
      </QueryClientProvider>,
    );
    const victor = await screen.findByRole('switch', { name: 'Researcher: Victor Volunteer (Volunteer)' });
    expect(screen.getByRole('switch', { name: 'Researcher: Cora Coordinator (Coordinator)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(victor).toHaveProperty('checked', false);
    await user.click(victor);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('usersSetResearcher', {
        params: { id: 'v1' },
        body: { version: 3, researcher: true },
      }),
    );
  });

  it('keeps a switch enabled and focused while its change is saved, and sends one change at a time', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    apiCall.mockImplementation((name: string, args: { query?: { role?: string } }) => {
      if (name === 'usersList')
        return Promise.resolve({
          count: args.query?.role === 'Volunteer' ? 1 : 0,
          users:
            args.query?.role === 'Volunteer'
              ? [
                  {
                    _id: 'v1',
                    role: 'Volunteer',
                    name: 'Victor Volunteer',
                    status: 'active',
                    enabled: true,
                    createdAt: '2026-01-01T00:00:00.000Z',
                    version: 3,
                  },
                ]
              : [],
        });
      return new Promise((resolve) => (answer = resolve));
    });
    renderUi(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResearchersPanel />
      </QueryClientProvider>,
    );
    const victor = await screen.findByRole('switch', { name: 'Researcher: Victor Volunteer (Volunteer)' });
    victor.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(apiCall).toHaveBeenCalledWith('usersSetResearcher', expect.anything()));
    // A disabled control loses the keyboard focus (to the page body) in browsers.
    expect(victor).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(victor);
    await user.keyboard(' ');
    expect(apiCall.mock.calls.filter(([name]) => name === 'usersSetResearcher')).toHaveLength(1);
    answer({ user: {} });
  });
});
