// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import type { AuthCheck } from '../../../lib/auth/use-auth-check';
import { DashboardScreen } from './dashboard-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
let check: AuthCheck = 'checking';
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => check }));
vi.mock('../../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'f1' };
const ada = { id: 'ada', name: 'Ada', role: 'Admin' as const };

/** The routes the calls so far named. */
const routesCalled = () => apiCall.mock.calls.map(([route]) => route as string).sort();

beforeEach(() => {
  apiCall.mockReset();
  // Nothing answers: the test looks only at which reads have started.
  apiCall.mockReturnValue(new Promise(() => undefined));
  check = 'checking';
});

describe("a member's dashboard while its authentication check runs", () => {
  it('has already started its reads and the thought for the day, and shows her welcome line over a spinner', async () => {
    renderSignedIn(<DashboardScreen />, { viewer: { ...mary, facilityName: 'Windsor Centre' } });
    await waitFor(() =>
      expect(routesCalled()).toEqual([
        'memberCollectionsOfClient',
        'quotesToday',
        'reportsDashboard',
        'usersClient',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Viewing Mary Member's dashboard");
    screen.getByText('Member of Windsor Centre');
    screen.getByRole('progressbar', { name: 'Loading' });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('starts the reads of the member named in /Dashboard/:userID for a staff reader too', async () => {
    renderSignedIn(<DashboardScreen />, { viewer: ada, path: '/Dashboard/:userID', at: '/Dashboard/mary' });
    await waitFor(() => expect(routesCalled()).toContain('usersClient'));
    expect(apiCall).toHaveBeenCalledWith(
      'usersClient',
      expect.objectContaining({ params: { userID: 'mary' } }),
    );
  });

  it('shows Not Authorized when the check fails, whatever the reads answer', async () => {
    check = 'unauthorized';
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    await screen.findByText('Not Authorized. Please refresh and try again.');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("keeps a member's welcome line from the session while her record loads, once the check passed", async () => {
    check = 'authorized';
    renderSignedIn(<DashboardScreen />, { viewer: { ...mary, facilityName: 'Windsor Centre' } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      "Viewing Mary Member's dashboard",
    );
    screen.getByText('Member of Windsor Centre');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("keeps the spinner for another member's dashboard until that member's record answers", async () => {
    check = 'authorized';
    renderSignedIn(<DashboardScreen />, { viewer: ada, path: '/Dashboard/:userID', at: '/Dashboard/mary' });
    await waitFor(() => expect(routesCalled()).toContain('usersClient'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
