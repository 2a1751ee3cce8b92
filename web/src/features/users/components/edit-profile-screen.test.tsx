// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { CORA } from '../../../test/staff-fixtures';
import { EditProfileScreen } from './edit-profile-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const mary = maryDetail({ email: 'mary@example.org' });
/** What a profile save answers: the saved user, or a failure. */
let save: () => Promise<unknown>;
beforeEach(() => {
  save = () => Promise.resolve({ user: mary });
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) => {
    if (route === 'usersProfile') return Promise.resolve({ user: mary, memberSurveys: [], stickyNotes: [] });
    if (route === 'usersUpdateProfile') return save();
    return new Promise(() => undefined);
  });
});

const PATH = '/administration/users/edit/:profileID?';
const open = (at = '/administration/users/edit/mary') =>
  renderSignedIn(<EditProfileScreen />, { viewer: CORA, path: PATH, at });
const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save User Profile' });

// Spec 002 §2.9: email, name and phone, a Save User Profile button, and a link back to
// /administration/users/management; §8.3 'Unable to save profile.' / 'User profile information saved.'
describe('the edit user profile page', () => {
  it("shows the profileID's email, name and phone, Save disabled until one changes, and the way back", async () => {
    open();
    await screen.findByRole('button', { name: 'Save User Profile' });
    expect(field(/^Email/).value).toBe('mary@example.org');
    expect(field(/^Name/).value).toBe('Mary Member');
    expect(field(/^Phone/).value).toBe('5195550104');
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to Manage Users' }).getAttribute('href')).toBe(
      '/administration/users/management',
    );
  });

  it("saves the changed profile and says 'User profile information saved.'", async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('button', { name: 'Save User Profile' });
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Mary Anne Member');
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    expect((await screen.findByRole('status', {}, { timeout: 4000 })).textContent).toBe(
      'User profile information saved.',
    );
    expect(apiCall).toHaveBeenCalledWith(
      'usersUpdateProfile',
      expect.objectContaining({
        params: { id: 'mary' },
        body: expect.objectContaining({ info: { name: 'Mary Anne Member' }, email: 'mary@example.org' }),
      }),
    );
  });

  it("says 'Unable to save profile.' when the save fails, keeping what was typed", async () => {
    const user = userEvent.setup();
    save = () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
    open();
    await screen.findByRole('button', { name: 'Save User Profile' });
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '5195550199');
    await user.click(saveButton());
    expect(await screen.findByText('Unable to save profile.', {}, { timeout: 4000 })).toBeTruthy();
    expect(field(/^Phone/).value).toBe('5195550199');
  });

  it("asks for a profile id when the route has none: 'Please navigate to a proper profile id.'", async () => {
    open('/administration/users/edit');
    expect(await screen.findByText('Please navigate to a proper profile id.')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith('usersProfile', expect.anything());
  });
});
