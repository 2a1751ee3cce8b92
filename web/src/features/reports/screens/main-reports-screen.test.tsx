// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CompletedReport } from '@circles/shared/schemas/reports';
import { renderSignedIn } from '../../../test/render-signed-in';
import { MainReportsScreen } from './main-reports-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const victor = { id: 'victor', name: 'Victor', role: 'Volunteer' as const, facilityId: 'f1' };
const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'f1' };

const marys: CompletedReport = {
  _id: 'r1',
  kind: 'screener',
  collectionName: 'Social Health Screener - NEW',
  collectionTemplate: 't1',
  member: 'mary',
  memberName: 'Mary Member',
  facilityId: 'f1',
  completedAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

beforeEach(() => {
  apiCall.mockReset();
});

describe('MainReportsScreen', () => {
  it("lists a Volunteer's assigned members' completed reports at /MainReports (the Volunteer's menu entry)", async () => {
    apiCall.mockImplementation((route: string) =>
      route === 'reportsCompletedGroup'
        ? Promise.resolve({ reports: [marys] })
        : Promise.reject(new Error(`unexpected ${JSON.stringify(route)}`)),
    );
    renderSignedIn(<MainReportsScreen />, { viewer: victor, path: '/MainReports' });
    const table = await screen.findByRole('table', { name: 'Completed Reports' });
    expect(within(table).getByRole('link', { name: 'Mary Member' }).getAttribute('href')).toBe(
      '/MainReports/mary',
    );
    expect(
      within(table)
        .getByRole('link', { name: 'Social Health Screener - NEW - Self Care' })
        .getAttribute('href'),
    ).toBe('/history/screenerReport/r1');
    expect(apiCall.mock.calls.map(([route]) => route)).toEqual(['reportsCompletedGroup']);
  });

  it("says 'Data Not Available' when none of the Volunteer's members has a completed report", async () => {
    apiCall.mockResolvedValue({ reports: [] });
    renderSignedIn(<MainReportsScreen />, { viewer: victor, path: '/MainReports' });
    expect((await screen.findByRole('status')).textContent).toBe('Data Not Available');
  });

  it('keeps a member’s /MainReports on their own Completed Reports', async () => {
    apiCall.mockResolvedValue({ reports: [marys] });
    renderSignedIn(<MainReportsScreen />, { viewer: mary, path: '/MainReports' });
    await screen.findByRole('table', { name: 'Completed Reports' });
    expect(apiCall).toHaveBeenCalledWith(
      'reportsCompletedOfMember',
      expect.objectContaining({ params: { userId: 'mary' } }),
    );
    expect(apiCall.mock.calls.some(([route]) => route === 'reportsCompletedGroup')).toBe(false);
  });
});
