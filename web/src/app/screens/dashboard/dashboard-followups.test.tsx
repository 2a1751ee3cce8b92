// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { DashboardScreen } from './dashboard-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const admin = { id: 'ada', name: 'Ada', role: 'Admin' as const };
const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'f1' };
const cora = { id: 'cora', name: 'Cora', role: 'Coordinator' as const, facilityId: 'f1' };
const val = { id: 'val', name: 'Val Volunteer', role: 'Volunteer' as const, facilityId: 'f1' };

const month = (m: string) => ({
  month: m,
  opened: 1,
  resolved: 0,
  resolvedWithinDueShare: null,
  couldNotReachShare: null,
  medianDaysToFirstContact: null,
});
const FIGURES = {
  facilityId: 'f1',
  open: 4,
  overdue: 1,
  thisMonth: month('2026-11'),
  lastMonth: month('2026-10'),
};

/** The follow-up reads answer; every other read of the dashboard stays pending (not under test here). */
function answer(state = { someoneWillBeInTouch: true }) {
  apiCall.mockImplementation((route: string) => {
    switch (route) {
      case 'followupsMemberState':
        return Promise.resolve(state);
      case 'followupsMine':
        return Promise.resolve({ followups: [] });
      case 'followupsFigures':
        return Promise.resolve(FIGURES);
      default:
        return new Promise(() => undefined);
    }
  });
}

const routesCalled = () => apiCall.mock.calls.map(([route]) => route as string);

beforeEach(() => {
  apiCall.mockReset();
});

describe('follow-ups on the dashboards (issue 24)', () => {
  it('shows a member on her own dashboard that someone will be in touch', async () => {
    answer();
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    expect(await screen.findByText('Someone from Circles will be in touch with you soon.')).toBeTruthy();
  });

  it("never asks for the member's state on a dashboard staff open for her", async () => {
    answer();
    renderSignedIn(<DashboardScreen />, { viewer: cora, path: '/Dashboard/:userID', at: '/Dashboard/mary' });
    await vi.waitFor(() => expect(apiCall).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(routesCalled()).not.toContain('followupsMemberState');
    expect(screen.queryByText('Someone from Circles will be in touch with you soon.')).toBeNull();
  });

  it("gives a Volunteer 'Follow-ups' without the programme's figures", async () => {
    answer();
    renderSignedIn(<DashboardScreen />, { viewer: val });
    expect(await screen.findByRole('heading', { name: 'Follow-ups' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Follow-ups in the programme' })).toBeNull();
    expect(routesCalled()).not.toContain('followupsFigures');
  });

  it("gives a Coordinator 'Follow-ups' and the facility's figures", async () => {
    answer();
    renderSignedIn(<DashboardScreen />, { viewer: cora });
    expect(await screen.findByRole('heading', { name: 'Follow-ups' })).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'Follow-ups: now, this month and last month' }),
    ).toBeTruthy();
  });

  it("gives an Admin the programme's figures and no list of her own", async () => {
    answer();
    renderSignedIn(<DashboardScreen />, { viewer: admin });
    expect(
      await screen.findByRole('table', { name: 'Follow-ups: now, this month and last month' }),
    ).toBeTruthy();
    expect(routesCalled()).not.toContain('followupsMine');
  });
});
