// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ApiError } from '../../lib/api-client';
import { renderSignedIn } from '../../test/render-signed-in';
import { FIXTURE_AT, maryDetail } from '../../test/people-fixtures';
import type { StoredSession } from '../../lib/auth/session-storage';
import { MemberEditRoute } from './member-edit-route';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const at = FIXTURE_AT;
const mary = maryDetail();
const round = {
  _id: 'mc-1',
  collectionTemplate: 'col-1',
  collectionName: 'Community Connections',
  completeness: 50,
  complete: false,
  memberSurveyList: ['m1', 'm2'],
  member: 'mary',
  memberName: 'Mary Member',
  createdAt: at,
  createdBy: 'ada',
  updatedAt: at,
  modifiedBy: 'ada',
  version: 1,
};

function answer(user: UserDetail, series: unknown[] = [round]) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user, memberSurveys: [], stickyNotes: [] });
    if (route === 'collectionsOfPatient') return Promise.resolve({ collections: series });
    if (route === 'usersUpdateProfile')
      return Promise.resolve({ user: { ...user, version: user.version + 1 } });
    if (route === 'usersGetAll')
      return Promise.resolve({ patients: [], admins: [], coordinators: [], volunteers: [] });
    if (route === 'notesList') return Promise.resolve({ foundNotes: [] });
    if (route === 'facilitiesList') return Promise.resolve({ facilities: [] });
    return Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${JSON.stringify(route)}`));
  });
}

const admin: StoredSession = { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' };
const open = (id = 'mary', viewer = admin) =>
  renderSignedIn(<MemberEditRoute />, {
    viewer,
    path: '/administration/users/member/:profileID?',
    at: `/administration/users/member/${id}`,
  });
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

beforeEach(() => {
  apiCall.mockReset();
});

describe('the member edit page (spec 002 §2.7)', () => {
  it('has the four tabs, and the Series tab lists the member’s series with their viewer links', async () => {
    answer(mary);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Member Mary Member' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Series',
      'Assigned Volunteer',
      'Notes',
      'Profile',
    ]);
    const link = await screen.findByRole('link', { name: 'Community Connections' });
    expect(link.getAttribute('href')).toBe('/administration/collections/view/mc-1');
    expect(screen.getByText(/50% complete/)).toBeTruthy();
    // Spec 002 §7: the Series tab reads `GET collections/patient/{id}`.
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'collectionsOfPatient')!;
    expect(options).toMatchObject({ params: { id: 'mary' } });
  });

  it("says 'None available' when the member has no series", async () => {
    answer(mary, []);
    open('mary', { id: 'cora', name: 'Cora', role: 'Coordinator' as const, facilityId: 'fac-1' });
    expect(await screen.findByText('None available')).toBeTruthy();
  });

  it('says the spec text when the member’s series cannot be read', async () => {
    answer(mary);
    const answered = apiCall.getMockImplementation()!;
    apiCall.mockImplementation((route: string, ...rest: unknown[]) =>
      route === 'collectionsOfPatient'
        ? Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found.'))
        : answered(route, ...rest),
    );
    open();
    expect(
      await screen.findByText('Unable to retrieve Patient Collections. Please refresh and try again.'),
    ).toBeTruthy();
  });

  it('offers Start a Series for this member to those who may start one (Admin, Coordinator), not to a Volunteer', async () => {
    answer(mary, []);
    const { unmount } = open('mary', {
      id: 'cora',
      name: 'Cora',
      role: 'Coordinator' as const,
      facilityId: 'fac-1',
    });
    const start = await screen.findByRole('link', { name: 'Start a Series' });
    expect(start.getAttribute('href')).toBe('/collections/start');
    unmount();
    open('mary', { id: 'vic', name: 'Vic', role: 'Volunteer' as const, facilityId: 'fac-1' });
    expect(await screen.findByText('None available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start a Series' })).toBeNull();
  });

  it('refuses a profile that is not a member with the spec text', async () => {
    answer({ ...mary, _id: 'vic', role: 'Volunteer', info: { name: 'Vic' } });
    open('vic');
    expect(await screen.findByText('Please navigate to a proper profile id.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('checks the edit page’s street and postal code rules, blocks the save, then saves with the version read', async () => {
    const user = userEvent.setup();
    answer(mary);
    open();
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^Street/), 'Main Street');
    await user.type(field(/^Postal code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('One or more fields have errors. Please correct them and try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Street address must start with a number')).toBeTruthy();
    expect(screen.getByText('Invalid postal code')).toBeTruthy();
    expect(apiCall.mock.calls.some(([route]) => route === 'usersUpdateProfile')).toBe(false);

    await user.clear(field(/^Street/));
    await user.type(field(/^Street/), '12 Main Street');
    await user.clear(field(/^Postal code/));
    await user.type(field(/^Postal code/), 'N9A 1A1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Spec 002 §8.3: the member edit page's own save texts (the account page says '… changes to user.').
    expect(await screen.findByText('Changes saved successfully')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersUpdateProfile')!;
    expect(options).toMatchObject({
      params: { id: 'mary' },
      body: { version: 3, info: { street: '12 Main Street', postalCode: 'N9A 1A1' } },
    });
  });

  it("says 'Unable to save changes, please refresh and try again' when the profile save fails", async () => {
    const user = userEvent.setup();
    answer(mary);
    const answered = apiCall.getMockImplementation()!;
    apiCall.mockImplementation((route: string, ...rest: unknown[]) =>
      route === 'usersUpdateProfile'
        ? Promise.reject(new ApiError(500, 'INTERNAL', 'down'))
        : answered(route, ...rest),
    );
    open();
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to save changes, please refresh and try again')).toBeTruthy();
  });

  it("says 'Unable to fetch user, please refresh and try again' when the member cannot be read", async () => {
    apiCall.mockImplementation(() => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'down')));
    open();
    expect(await screen.findByText('Unable to fetch user, please refresh and try again')).toBeTruthy();
  });

  it('asks before leaving the Profile tab with unsaved changes', async () => {
    const user = userEvent.setup();
    answer(mary);
    open();
    await user.click(await screen.findByRole('tab', { name: 'Profile' }));
    await user.click(await screen.findByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('tab', { name: 'Series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('link', { name: 'Community Connections' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
