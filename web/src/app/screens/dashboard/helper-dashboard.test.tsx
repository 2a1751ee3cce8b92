// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { DashboardScreen } from './dashboard-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const victor = { id: 'victor', name: 'Victor Volunteer', role: 'Volunteer' as const, facilityId: 'f1' };

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersGetAll') {
      return Promise.resolve({
        patients: [{ _id: 'mary-1', role: 'Patient', name: 'Mary Member', status: 'active', enabled: true }],
        admins: [],
        coordinators: [],
        volunteers: [],
      });
    }
    if (route === 'memberCollectionsOfClient') {
      return Promise.resolve({ memberCollections: [], recentSurvey: null, recentCollection: [] });
    }
    return Promise.resolve({});
  });
});

describe("a helper's dashboard", () => {
  it("links each assigned member's name to that member's dashboard (/Dashboard/:userID)", async () => {
    renderSignedIn(<DashboardScreen />, {
      viewer: victor,
      routes: { '/Dashboard/:userID': <p>Mary's dashboard</p> },
    });
    const link = await screen.findByRole('link', { name: "Open Mary Member's dashboard" });
    expect(link.getAttribute('href')).toBe('/Dashboard/mary-1');
    await userEvent.click(link);
    expect(await screen.findByText("Mary's dashboard")).toBeTruthy();
  });
});
