// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { AccountScreen } from './account-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

/** Mary as a record that never had a gender or a language (self-registered, or seeded before). */
const unrecorded = maryDetail({ info: { name: 'Mary Member', phone: '5195550104', country: 'Canada' } });

function answer(user: UserDetail) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user, memberSurveys: [], stickyNotes: [] });
    if (route === 'usersUpdateProfile')
      return Promise.resolve({ user: { ...user, version: user.version + 1 } });
    if (route === 'facilitiesList') return Promise.resolve({ facilities: [] });
    if (route === 'notesList') return Promise.resolve({ foundNotes: [] });
    return Promise.resolve({ patients: [], admins: [], coordinators: [], volunteers: [] });
  });
}

const ada = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const, facilityId: 'fac-1' };
const selfCoordinator = {
  id: 'mary',
  name: 'Mary Member',
  role: 'Coordinator' as const,
  facilityId: 'fac-1',
};
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  apiCall.mockReset();
});

describe("the account page's profile with no gender or language recorded", () => {
  it('lets an Admin save another change without inventing them, and sends none', async () => {
    const user = userEvent.setup();
    answer(unrecorded);
    renderSignedIn(<AccountScreen />, {
      viewer: ada,
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    await screen.findByRole('tab', { name: 'Profile' });
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^City/));
    await user.type(field(/^City/), 'Kingsville');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersUpdateProfile')!;
    const info = (options as { body: { info: Record<string, unknown> } }).body.info;
    expect(info.city).toBe('Kingsville');
    expect(info).not.toHaveProperty('gender');
    expect(info).not.toHaveProperty('language');
  });

  it('still asks the account holder for them on their own account where she may change them (spec 002 §5.6)', async () => {
    const user = userEvent.setup();
    answer(unrecorded);
    // A Coordinator may change her own gender and language (a member may not: ACCESS.md, issue 19).
    renderSignedIn(<AccountScreen />, { viewer: selfCoordinator, path: '/account' });
    await screen.findByRole('tab', { name: 'Profile' });
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^City/));
    await user.type(field(/^City/), 'Kingsville');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('One or more fields have errors. Please correct them and try again.'),
    ).toBeTruthy();
    expect(apiCall.mock.calls.some(([route]) => route === 'usersUpdateProfile')).toBe(false);
  });
});
