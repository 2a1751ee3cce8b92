// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { FIXTURE_AT, maryDetail } from '../../../test/people-fixtures';
import { AccountScreen } from './account-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const at = FIXTURE_AT;
const mary = maryDetail({
  memberStatusInfo: {
    activeType: 'Check-in',
    statusHistory: [{ id: 'h1', status: 'active', activeType: 'Check-in', startDate: '2026-01-05' }],
  },
});

function answer(user: UserDetail) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user, memberSurveys: [], stickyNotes: [] });
    if (route === 'usersUpdateProfile')
      return Promise.resolve({ user: { ...user, version: user.version + 1 } });
    if (route === 'usersSetFacility')
      return Promise.resolve({ user: { ...user, facilityId: 'fac-2', version: user.version + 2 } });
    if (route === 'usersSetVolInfo') return Promise.resolve({ user: { ...user, version: user.version + 1 } });
    if (route === 'usersGetAll')
      return Promise.resolve({
        patients: [],
        admins: [],
        coordinators: [],
        volunteers: [
          {
            _id: 'vic',
            name: 'Victor Volunteer',
            role: 'Volunteer',
            status: 'active',
            enabled: true,
            facilityId: 'fac-1',
            createdAt: at,
            version: 1,
          },
        ],
      });
    if (route === 'notesList') return Promise.resolve({ foundNotes: [] });
    if (route === 'notesCreate') return Promise.resolve({ note: {} });
    if (route === 'facilitiesList')
      return Promise.resolve({
        facilities: [
          { _id: 'fac-1', name: 'Riverside', prefix: 'R' },
          { _id: 'fac-2', name: 'Lakeshore', prefix: 'L' },
        ],
      });
    return Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${JSON.stringify(route)}`));
  });
}

const self = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'fac-1' };
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
/** Waits for the loaded page (the heading shows while it loads too). */
const loaded = () => screen.findByRole('tab', { name: 'Profile' });

beforeEach(() => {
  apiCall.mockReset();
});

describe('the account page', () => {
  it("titles one's own account 'My Profile' and another's 'Viewing User {name}'", async () => {
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
  });

  it("titles another user's account 'Viewing User {name}' with the six tabs", async () => {
    answer(mary);
    renderSignedIn(<AccountScreen />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewing User Mary Member' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'My Reports',
      'Assigned Volunteer',
      'History',
      'Change password',
      'Notes',
    ]);
  });

  // Spec 002 §2.8: 'Assigned Member (when the viewed user is a Volunteer) or Assigned Volunteer (others)'.
  it("names the third tab 'Assigned Member' on a Volunteer's account", async () => {
    answer(maryDetail({ _id: 'vic', role: 'Volunteer', info: { name: 'Victor Volunteer' }, workers: [] }));
    renderSignedIn(<AccountScreen />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/vic',
    });
    await screen.findByRole('heading', { level: 1, name: 'Viewing User Victor Volunteer' });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs[2]).toBe('Assigned Member');
    expect(tabs).not.toContain('Assigned Volunteer');
  });

  it('locks fields until unlocked, shows the change, restores on lock and saves with the version read', async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    expect(field(/^Name/).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);

    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Mary Q Member');
    expect(await screen.findByText('Changes have been made.')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    expect(field(/^Name/).value).toBe('Mary Member');
    expect(screen.queryByText('Changes have been made.')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Mary Q Member');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersUpdateProfile')!;
    expect(options).toMatchObject({
      params: { id: 'mary' },
      body: { version: 3, info: { name: 'Mary Q Member' } },
    });
  });

  it('blocks a save with field errors and the spec text', async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('One or more fields have errors. Please correct them and try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Invalid phone number. Please enter 10 digits')).toBeTruthy();
    expect(apiCall.mock.calls.some(([route]) => route === 'usersUpdateProfile')).toBe(false);
  });

  it('asks before leaving a tab with unsaved changes; Stay keeps them', async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field(/^City/).value).toBe('Windsor');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByText('Current status: active')).toBeTruthy();
    // The closing dialog hides the page from the accessibility tree until its transition ends.
    await waitFor(() => expect(screen.getByRole('table', { name: 'History' }).textContent).toContain('open'));
  });

  it('gives a member no unlock control on their History tab', async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    await screen.findByText('Current status: active');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminate' })).toBeNull();
  });

  it("lets an Admin move a user to another facility with the profile's version after its save", async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    await loaded();
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.click(await screen.findByRole('combobox', { name: /^Facility/ }));
    await user.click(await screen.findByRole('option', { name: 'Lakeshore' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    const routes = apiCall.mock.calls.map(([route]) => route as string);
    expect(routes.filter((r) => r.startsWith('usersUpdate') || r === 'usersSetFacility')).toEqual([
      'usersUpdateProfile',
      'usersSetFacility',
    ]);
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersSetFacility')!;
    expect(options).toEqual({ params: { id: 'mary' }, body: { version: 4, facilityId: 'fac-2' } });
  });

  it('lets a member send a note to their volunteer from their own Notes tab', async () => {
    const user = userEvent.setup();
    answer(mary);
    renderSignedIn(<AccountScreen />, { viewer: self, path: '/account' });
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const to = await screen.findByRole('combobox', { name: 'Send to' });
    expect(to.textContent).toBe('Victor Volunteer (Volunteer)');
    await user.type(screen.getByLabelText(/^Message/), 'Can we move Tuesday?');
    await user.click(screen.getByRole('button', { name: 'Send Note' }));
    expect(await screen.findByText('Successfully saved note.')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'notesCreate')!;
    expect(options).toMatchObject({ body: { receiverId: 'vic', message: 'Can we move Tuesday?' } });
    expect(await screen.findByText('There are no notes available for you!')).toBeTruthy();
  });

  it("saves a volunteer's History fields (empty ones left out) with the version read", async () => {
    const user = userEvent.setup();
    answer({
      ...mary,
      _id: 'vic',
      role: 'Volunteer',
      info: { name: 'Victor Volunteer' },
      volInfo: { school: 'UWindsor' },
    });
    renderSignedIn(<AccountScreen />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/vic',
    });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(field(/^School/).value).toBe('UWindsor');
    expect(field(/^Start date/).type).toBe('date');
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^Field of study/), 'Nursing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersSetVolInfo')!;
    expect(options).toEqual({
      params: { id: 'vic' },
      body: {
        version: 3,
        volInfo: {
          volType: undefined,
          startDate: undefined,
          endDate: undefined,
          fieldOfStudy: 'Nursing',
          school: 'UWindsor',
        },
      },
    });
  });

  describe("termination with reason 'Request record removal'", () => {
    /** Answers the profile as `answer` does, plus the termination and the deletion. */
    function answerTermination() {
      answer(mary);
      const profileAnswers = apiCall.getMockImplementation()!;
      apiCall.mockImplementation((route: string, options: unknown) => {
        if (route === 'usersTerminate')
          return Promise.resolve({ user: { ...mary, status: 'terminated', version: mary.version + 1 } });
        if (route === 'usersDelete') return Promise.resolve(undefined);
        return profileAnswers(route, options);
      });
    }

    async function terminateMary(viewer: { id: string; name: string; role: 'Admin' | 'Coordinator' }) {
      const user = userEvent.setup();
      answerTermination();
      renderSignedIn(<AccountScreen />, {
        viewer: { ...viewer, facilityId: 'fac-1' },
        path: '/administration/users/view/:id',
        at: '/administration/users/view/mary',
      });
      await user.click(await screen.findByRole('tab', { name: 'History' }));
      await user.click(await screen.findByRole('button', { name: 'Terminate' }));
      const dialog = await screen.findByRole('dialog', { name: 'Terminate User' });
      await user.click(within(dialog).getByRole('combobox', { name: /^Termination reason/ }));
      await user.click(await screen.findByRole('option', { name: 'Request record removal' }));
      await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
      await waitFor(() =>
        expect(apiCall.mock.calls.some(([route]) => route === 'usersTerminate')).toBe(true),
      );
      expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
      return user;
    }

    it('offers the Admin the delete dialog, which deletes the user', async () => {
      const user = await terminateMary({ id: 'ada', name: 'Ada', role: 'Admin' });
      const offer = await screen.findByRole('dialog', { name: 'Delete User' });
      expect(offer.textContent).toContain(
        'Are you sure you wish to delete this user? Their sign-in and personal data are removed.',
      );
      await user.click(within(offer).getByRole('button', { name: 'Delete' }));
      await waitFor(() =>
        expect(apiCall.mock.calls.find(([route]) => route === 'usersDelete')?.[1]).toEqual({
          params: { id: 'mary' },
        }),
      );
    });

    it('does not offer deletion to a Coordinator', async () => {
      await terminateMary({ id: 'cora', name: 'Cora', role: 'Coordinator' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terminate User' })).toBeNull());
      expect(screen.queryByRole('dialog', { name: 'Delete User' })).toBeNull();
      expect(apiCall.mock.calls.some(([route]) => route === 'usersDelete')).toBe(false);
    });
  });

  it("shows 'Who has seen this record' to an Admin only, with the content the app gives it", async () => {
    answer(mary);
    const auditTab = (user: UserDetail) => <p>trail of {user._id}</p>;
    const view = renderSignedIn(<AccountScreen auditTab={auditTab} />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Who has seen this record' }));
    expect(screen.getByText('trail of mary')).toBeTruthy();
    view.unmount();

    answer(mary);
    renderSignedIn(<AccountScreen auditTab={auditTab} />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    await loaded();
    expect(screen.queryByRole('tab', { name: 'Who has seen this record' })).toBeNull();
  });

  it("shows 'Two-step sign-in' on one's own account and to an Admin on another's, not to other staff", async () => {
    const twoStepTab = (user: UserDetail) => <p>factor of {user._id}</p>;
    answer(mary);
    const own = renderSignedIn(<AccountScreen twoStepTab={twoStepTab} />, { viewer: self, path: '/account' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Two-step sign-in' }));
    expect(screen.getByText('factor of mary')).toBeTruthy();
    own.unmount();

    answer(mary);
    const admin = renderSignedIn(<AccountScreen twoStepTab={twoStepTab} />, {
      viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    expect(await screen.findByRole('tab', { name: 'Two-step sign-in' })).toBeTruthy();
    admin.unmount();

    answer(mary);
    renderSignedIn(<AccountScreen twoStepTab={twoStepTab} />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      path: '/administration/users/view/:id',
      at: '/administration/users/view/mary',
    });
    await loaded();
    expect(screen.queryByRole('tab', { name: 'Two-step sign-in' })).toBeNull();
  });
});
