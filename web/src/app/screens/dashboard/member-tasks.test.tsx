// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { DashboardScreen } from './dashboard-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));
vi.mock('../../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'f1' };
const at = '2026-02-01T10:00:00.000Z';

/** A module started on its own (no series), as `assignedSurveys` lists it. */
const outing = {
  _id: 'ms-9',
  name: 'Weekend outing',
  patientId: 'mary',
  completeness: 40,
  approved: false,
  updatedAt: at,
  surveyTemplate: { _id: 'tpl-9', name: 'Weekend outing' },
};

beforeEach(() => {
  apiCall.mockReset();
});

describe("a member's Current Assigned Tasks", () => {
  it('lists a module started for her outside any series (by her Volunteer), linked, with its status', async () => {
    apiCall.mockImplementation((route: string) => {
      switch (route) {
        case 'usersClient':
          return Promise.resolve({
            surveys: 1,
            completedSurveys: 0,
            notCompletedSurveys: 1,
            collectionNames: [],
            collections: [],
            userName: 'Mary Member',
            facilityName: 'Windsor Centre',
          });
        case 'memberCollectionsOfClient':
          return Promise.resolve({
            memberCollections: [],
            recentSurvey: outing,
            recentCollection: [],
            assignedSurveys: [outing],
          });
        default:
          return Promise.resolve({});
      }
    });
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    const tasks = await screen.findByRole('region', { name: 'Current Assigned Tasks' });
    const link = await within(tasks).findByRole('link', { name: 'Weekend outing' });
    expect(link.getAttribute('href')).toBe('/administration/booklets/user/view/ms-9');
    expect(within(tasks).getByText('In Progress')).toBeTruthy();
    expect(within(tasks).queryByText('No series assigned')).toBeNull();
  });
});
