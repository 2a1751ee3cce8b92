// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { AccountScreen } from './account-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const admin = { id: 'ada', name: 'Ada', role: 'Admin' as const, facilityId: 'fac-1' };

/** The account page of `user`, whose status save the server refuses. */
function refusingStatusSave(user: UserDetail) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user, memberSurveys: [], stickyNotes: [] });
    if (route === 'usersGetAll')
      return Promise.resolve({ patients: [], admins: [], coordinators: [], volunteers: [] });
    if (route === 'notesList') return Promise.resolve({ foundNotes: [] });
    if (route === 'facilitiesList') return Promise.resolve({ facilities: [] });
    return Promise.reject(new ApiError(500, 'INTERNAL', `refused ${route}`));
  });
}

/** Opens the History tab as the Admin, changes the status to waitlist and saves. */
async function saveWaitlist() {
  const user = userEvent.setup();
  renderSignedIn(<AccountScreen />, {
    viewer: admin,
    path: '/administration/users/view/:id',
    at: '/administration/users/view/mary',
  });
  await user.click(await screen.findByRole('tab', { name: 'History' }));
  await user.click(await screen.findByRole('switch', { name: 'Unlock to edit' }));
  await user.click(screen.getByRole('combobox', { name: /^Status/ }));
  await user.click(await screen.findByRole('option', { name: /waitlist/i }));
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  apiCall.mockReset();
});

describe('the History tab status save (spec 002 §4.2)', () => {
  it("says 'Unable to set status history' when the save that creates a member's first history fails", async () => {
    refusingStatusSave(maryDetail({ memberStatusInfo: { activeType: 'Check-in', statusHistory: [] } }));
    await saveWaitlist();
    expect(await screen.findByText('Unable to set status history')).toBeTruthy();
  });

  it('says the save text when a member with a history cannot be saved', async () => {
    refusingStatusSave(
      maryDetail({
        memberStatusInfo: {
          activeType: 'Check-in',
          statusHistory: [{ id: 'h1', status: 'active', activeType: 'Check-in', startDate: '2026-01-05' }],
        },
      }),
    );
    await saveWaitlist();
    expect(
      await screen.findByText('Unable to save changes to User. Please refresh and try again.'),
    ).toBeTruthy();
    expect(screen.queryByText('Unable to set status history')).toBeNull();
  });
});
