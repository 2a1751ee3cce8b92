// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserSummary } from '@circles/shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { ManageUsersScreen } from './manage-users-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const row = (
  id: string,
  name: string,
  role: UserSummary['role'],
  status: UserSummary['status'],
): UserSummary => ({
  _id: id,
  name,
  role,
  status,
  email: `${id}@example.org`,
  enabled: true,
  facilityId: 'fac-1',
  createdAt: '2026-03-07T12:00:00.000Z',
  version: 1,
});
const users = [
  row('mary', 'Mary Member', 'Patient', 'active'),
  row('wes', 'Wes Waiting', 'Patient', 'waitlist'),
  row('vic', 'Victor Volunteer', 'Volunteer', 'active'),
];
const admin = { id: 'ada', name: 'Ada', role: 'Admin' as const, facilityId: 'fac-1' };

beforeEach(() => {
  apiCall.mockReset();
});

const open = (viewer: {
  id: string;
  name: string;
  role: 'Admin' | 'Coordinator' | 'Volunteer';
  facilityId: string;
}) => renderSignedIn(<ManageUsersScreen />, { viewer, path: '/administration/users/management' });

describe('Manage Users', () => {
  it("heads 'My Members' for a Volunteer, without Create a User or Assign Volunteer", async () => {
    apiCall.mockResolvedValue({ count: 1, users: [users[0]] });
    open({ id: 'vic', name: 'Victor', role: 'Volunteer', facilityId: 'fac-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Members' })).toBeTruthy();
    await screen.findByRole('table', { name: 'User Results' });
    expect(screen.queryByRole('link', { name: 'Create a User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Volunteer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign Workbook' })).toBeNull();
  });

  it('lists the users in the table and as cards with the status labels of the viewer', async () => {
    apiCall.mockResolvedValue({ count: 3, users });
    open({ id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'User Results' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const card = screen.getByRole('heading', { level: 3, name: 'Wes Waiting' }).closest('li')!;
    expect(within(card as HTMLElement).getByLabelText('Status: Unauthorized')).toBeTruthy();
    expect(within(card as HTMLElement).getByText('Joined 3/7/2026')).toBeTruthy();
    expect(within(card as HTMLElement).getByRole('link', { name: /^Edit Profile/ })).toBeTruthy();
    expect(within(card as HTMLElement).queryByRole('link', { name: /^Research/ })).toBeNull();
    expect(apiCall).toHaveBeenCalledWith(
      'usersList',
      expect.objectContaining({ query: expect.objectContaining({ sort: 'name', order: 'asc' }) }),
    );
  });

  it('offers the one-row actions for one selected member and the delete icon for several (Admin)', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ count: 3, users });
    open(admin);
    await screen.findByRole('table', { name: 'User Results' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Mary Member (Member)' }));
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/administration/users/view/mary',
    );
    expect(screen.getByRole('link', { name: 'View Reports' }).getAttribute('href')).toBe('/MainReports/mary');
    expect(screen.getByRole('link', { name: 'Start Program' }).getAttribute('href')).toBe(
      '/administration/users/start-program/mary',
    );
    expect(screen.getByRole('link', { name: 'Complete Program' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete selected users' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Wes Waiting (Member)' }));
    expect(screen.queryByRole('link', { name: 'View Profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete selected users' })).toBeTruthy();
  });

  it("says 'There are no Users yet!' for an empty list and the spec's text when loading fails", async () => {
    apiCall.mockResolvedValueOnce({ count: 0, users: [] });
    const { unmount } = open(admin);
    expect(await screen.findByText('There are no Users yet!')).toBeTruthy();
    unmount();
    apiCall.mockRejectedValue(new ApiError(500, 'INTERNAL', 'x'));
    open(admin);
    expect(
      await screen.findByText(
        'Unable to retrieve users. Please refresh and try again agian.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });

  it('deletes the selected users one call each after the confirmation, then says so', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((route: string) =>
      route === 'usersDelete' ? Promise.resolve(undefined) : Promise.resolve({ count: 3, users }),
    );
    open(admin);
    await screen.findByRole('table', { name: 'User Results' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Mary Member (Member)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Wes Waiting (Member)' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Users' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted. You can continue working.')).toBeTruthy();
    const deleted = apiCall.mock.calls.filter(([route]) => route === 'usersDelete').map(([, o]) => o);
    expect(deleted).toEqual([{ params: { id: 'mary' } }, { params: { id: 'wes' } }]);
  });

  it('assigns workbooks to members (Coordinator as cordinator_id), Assign disabled until both are chosen', async () => {
    const user = userEvent.setup();
    const at = '2026-03-07T12:00:00.000Z';
    const workbook = (id: string, name: string) => ({
      _id: id,
      name,
      surveys: [],
      createdAt: at,
      createdBy: 'cora',
      updatedAt: at,
      modifiedBy: 'cora',
      version: 1,
    });
    let fail: Error | null = null;
    apiCall.mockImplementation((route: string) => {
      if (route === 'workbooksList')
        return Promise.resolve({ workbookList: [workbook('wb-1', 'Intake'), workbook('wb-2', 'Follow-up')] });
      if (route === 'workbooksAssign') return fail ? Promise.reject(fail) : Promise.resolve({ assigned: 2 });
      return Promise.resolve({ count: 3, users });
    });
    open({ id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' });
    await screen.findByRole('table', { name: 'User Results' });
    await user.click(screen.getByRole('button', { name: 'Assign Workbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Workbook' });
    const assign = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(assign().disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Workbooks' }));
    await user.click(await screen.findByRole('option', { name: 'Follow-up' }));
    expect(assign().disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    // Members only: the volunteer is not offered.
    expect(screen.queryByRole('option', { name: 'Victor Volunteer' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Wes Waiting' }));
    expect(assign().disabled).toBe(false);
    await user.click(assign());
    expect(await screen.findByText('Workbooks have been successfully assigned.')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'workbooksAssign')!;
    expect(options).toEqual({ body: { cordinator_id: 'cora', workbookId: ['wb-2'], userIds: ['wes'] } });

    fail = new ApiError(404, 'NOT_FOUND', 'x');
    // The closing dialog hides the page from the accessibility tree until its transition ends.
    await user.click(await screen.findByRole('button', { name: 'Assign Workbook' }));
    const again = await screen.findByRole('dialog', { name: 'Assign Workbook' });
    await user.click(within(again).getByRole('combobox', { name: 'Workbooks' }));
    await user.click(await screen.findByRole('option', { name: 'Intake' }));
    await user.click(within(again).getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: 'Mary Member' }));
    await user.click(within(again).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Failed to assign workbooks. Please try again.')).toBeTruthy();
    // Spec 002 §8's other two texts: a failure on the server, and no answer at all (the network).
    fail = new ApiError(500, 'INTERNAL', 'x');
    await user.click(within(again).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Unexpected error occurred...')).toBeTruthy();
    fail = new TypeError('Failed to fetch');
    await user.click(within(again).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('An error occurred while assigning workbooks.')).toBeTruthy();
  });

  it('says which assignment of helpers failed: refused, or failed on the server (spec 002 §8.3, §8.4)', async () => {
    const user = userEvent.setup();
    let failure: Error = new ApiError(404, 'NOT_FOUND', 'x');
    apiCall.mockImplementation((route: string) =>
      route === 'usersAssignPatients' ? Promise.reject(failure) : Promise.resolve({ count: 3, users }),
    );
    open(admin);
    await screen.findByRole('table', { name: 'User Results' });
    await user.click(screen.getByRole('button', { name: 'Assign Volunteer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Volunteer' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Volunteers' }));
    await user.click(await screen.findByRole('option', { name: /^Victor Volunteer/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: /^Mary Member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Unable to assign users...')).toBeTruthy();
    failure = new ApiError(500, 'INTERNAL', 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Unable to update management user/client user...')).toBeTruthy();
  });

  // Spec 002 §2.4: the toolbar's Refresh; spec 001 §4 its info 'Refreshed initiated...'.
  it("Refresh says 'Refreshed initiated...' and reads the users again, showing one added meanwhile", async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ count: 3, users });
    open(admin);
    const table = await screen.findByRole('table', { name: 'User Results' });
    expect(within(table).queryByText('Nora New')).toBeNull();
    apiCall.mockResolvedValue({ count: 4, users: [...users, row('nora', 'Nora New', 'Patient', 'active')] });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Refreshed initiated...');
    expect(await within(table).findByText('Nora New')).toBeTruthy();
  });
});
