// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { renderSignedIn } from '../../test/render-signed-in';
import { maryDetail } from '../../test/people-fixtures';
import { member } from '../../test/staff-fixtures';
import type { StoredSession } from '../../lib/auth/session-storage';
import { StartModuleScreen } from '../../features/modules/components/start-module-screen';
import { ProfileRoute } from './profile-route';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const template = {
  _id: 't1',
  name: 'Intake',
  isPublic: true,
  archived: false,
  createdAt: '2026-03-07T12:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2026-03-07T12:00:00.000Z',
  modifiedBy: 'ada',
  version: 1,
};

const victor: StoredSession = { id: 'vic', name: 'Victor', role: 'Volunteer', facilityId: 'fac-1' };
const cora: StoredSession = { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' };
const ada: StoredSession = { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' };
const maryHerself: StoredSession = { id: 'mary', name: 'Mary Member', role: 'Patient', facilityId: 'fac-1' };

function answer(user: UserDetail) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user, memberSurveys: [], stickyNotes: [] });
    // The server's assigned members of the caller: someone else first, so the preselection shows.
    if (route === 'usersList')
      return Promise.resolve({
        count: 2,
        users: [member('paul', 'Paul Patient'), member('mary', 'Mary Member')],
      });
    if (route === 'surveysList') return Promise.resolve({ surveyList: [template] });
    if (route === 'memberSurveysCreate') return Promise.resolve({ memberSurvey: { _id: 'ms-9' } });
    return new Promise(() => undefined);
  });
}

/** Mary's profile (/profile/mary, or /profile for herself) as `viewer`, with the Start a Module page routed. */
function openMary(viewer: StoredSession) {
  renderSignedIn(<ProfileRoute />, {
    viewer,
    path: '/profile/:id',
    at: '/profile/mary',
    routes: {
      '/booklets/start': <StartModuleScreen />,
      '/booklet/:id': <p>Completing Module page</p>,
    },
  });
}

beforeEach(() => {
  apiCall.mockReset();
});

describe("a member's profile: Start a Module (spec 001 §2.2; ACCESS.md 'start a member module')", () => {
  it('lets her Volunteer start a module for her from her Modules tab, with her preselected on the Start a Module page', async () => {
    answer(maryDetail({ workers: ['vic'] }));
    openMary(victor);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Start a Module' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a Module' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Member/ }).textContent).toBe('Mary Member');
    await user.click(screen.getByRole('combobox', { name: /Module/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Intake' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Completing Module page')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(
      'memberSurveysCreate',
      expect.objectContaining({ body: expect.objectContaining({ patientId: 'mary', templateId: 't1' }) }),
    );
  });

  it.each([
    ['her assigned Coordinator', cora, ['cora']],
    ['an Admin', ada, ['vic']],
    ['Mary herself (a member starts modules for herself)', maryHerself, ['vic']],
  ])('offers it to %s', async (_who, viewer, workers) => {
    answer(maryDetail({ workers }));
    openMary(viewer);
    expect(await screen.findByRole('link', { name: 'Start a Module' })).toBeTruthy();
  });

  it('does not offer it to a Coordinator she is not assigned to (the server would refuse the start)', async () => {
    answer(maryDetail({ workers: ['vic'] }));
    openMary(cora);
    expect(await screen.findByRole('tab', { name: 'Modules' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('There are no modules for this member yet.')).toBeTruthy());
    expect(screen.queryByRole('link', { name: 'Start a Module' })).toBeNull();
  });
});
