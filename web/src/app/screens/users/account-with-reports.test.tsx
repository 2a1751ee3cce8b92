// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { AccountWithReports } from './account-with-reports';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const mary = maryDetail({ workers: [] });

const completed = (id: string, collectionName: string, completedAt: string) => ({
  _id: id,
  kind: 'screener',
  collectionName,
  collectionTemplate: `tpl-${id}`,
  member: 'mary',
  memberName: 'Mary Member',
  completedAt,
  updatedAt: completedAt,
});

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user: mary, memberSurveys: [], stickyNotes: [] });
    if (route === 'reportsCompletedOfMember')
      return Promise.resolve({
        reports: [
          completed('round-2', 'Social Health Screener - NEW', '2026-03-15T10:00:00.000Z'),
          completed('round-1', 'Custom check-in', '2026-02-01T10:00:00.000Z'),
        ],
      });
    if (route === 'pdfReport')
      return Promise.resolve({
        url: 'https://files.example/pdf/k.pdf?sig',
        fileName: '2026-03-15_Social_Health_Screener_-_NEW_report.pdf',
        expiresAt: '2026-03-15T10:05:00.000Z',
      });
    return Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${route}`));
  });
});

describe('the account page with My Reports', () => {
  it("lists the user's completed reports, each report with a Download of that round named as completed", async () => {
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.href} ${this.download}`);
    });
    renderSignedIn(<AccountWithReports />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient', facilityId: 'fac-1' },
      path: '/account',
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'My Reports' }));
    const table = await screen.findByRole('table');
    expect(apiCall).toHaveBeenCalledWith(
      'reportsCompletedOfMember',
      expect.objectContaining({ params: { userId: 'mary' } }),
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // A series that feeds no report has nothing to download.
    expect(within(rows[1]!).queryByRole('button', { name: 'Download' })).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Download' }));
    expect(apiCall).toHaveBeenCalledWith(
      'pdfReport',
      expect.objectContaining({
        body: { kind: 'screener', collectionId: 'round-2', naming: 'completed' },
      }),
    );
    await waitFor(() =>
      expect(clicks).toEqual([
        'https://files.example/pdf/k.pdf?sig 2026-03-15_Social_Health_Screener_-_NEW_report.pdf',
      ]),
    );
    click.mockRestore();
  });
});
