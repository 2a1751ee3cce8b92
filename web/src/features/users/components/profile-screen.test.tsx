// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { ProfileScreen } from './profile-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const mary = maryDetail({ info: { name: 'Mary Member', city: 'Windsor', country: 'Canada' }, version: 1 });
const victor = { id: 'vic', name: 'Victor', role: 'Volunteer' as const, facilityId: 'fac-1' };
const cora = { id: 'cora', name: 'Cora', role: 'Coordinator' as const, facilityId: 'fac-2' };

beforeEach(() => {
  apiCall.mockReset();
});

function openProfile(viewer: typeof victor | typeof cora, id: string) {
  renderSignedIn(<ProfileScreen />, { viewer, path: '/profile/:id', at: `/profile/${id}` });
}

describe('the profile view', () => {
  it("shows a member's Modules, Sticky Notes and Profile to their volunteer, read-only", async () => {
    apiCall.mockResolvedValue({ user: mary, memberSurveys: [], stickyNotes: [] });
    openProfile(victor, 'mary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewing Profile' })).toBeTruthy();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
      'Modules',
      'Sticky Notes',
      'Profile',
    ]);
    expect(screen.getByText('There are no modules for this member yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Members' }).getAttribute('href')).toBe('/your/');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByText('Windsor')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    [
      cora,
      'This user is not a member nor a worker that has been assigned to you. You do not have permission to view this page.',
    ],
    [
      victor,
      'This user is not a member that has been assigned to you. You do not have permission to view this page.',
    ],
  ])('shows the viewing restriction of a %s when the profile is out of scope', async (viewer, text) => {
    apiCall.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found'));
    openProfile(viewer, 'someone');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('asks for a level and a message before adding a sticky note, then adds it', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((route: string) =>
      route === 'stickyNotesCreate'
        ? Promise.resolve({ stickyNote: {} })
        : Promise.resolve({ user: mary, memberSurveys: [], stickyNotes: [] }),
    );
    openProfile(victor, 'mary');
    await user.click(await screen.findByRole('tab', { name: 'Sticky Notes' }));
    expect(screen.getByText('There are no sticky notes for this member.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Message/), 'Prefers mornings');
    await user.click(screen.getByRole('button', { name: 'Add Sticky Note' }));
    expect(await screen.findByText('Please make sure a name and message are filled out.')).toBeTruthy();
    expect(apiCall.mock.calls.some(([route]) => route === 'stickyNotesCreate')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: /^Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Warning' }));
    await user.click(screen.getByRole('button', { name: 'Add Sticky Note' }));
    await vi.waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('stickyNotesCreate', {
        body: { patientId: 'mary', level: 'Warning', message: 'Prefers mornings' },
      }),
    );
  });
});
