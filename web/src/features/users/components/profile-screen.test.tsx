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

  it('names who started, changed and approved a module in its Details, never their user ids (issue 20)', async () => {
    const adaId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    const victorId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    apiCall.mockResolvedValue({
      user: mary,
      memberSurveys: [
        {
          _id: 'm1',
          name: '[3] Who is My Circle',
          approved: true,
          createdAt: '2026-03-01T14:45:00.000Z',
          createdBy: victorId,
          createdByName: 'Victor Volunteer',
          updatedAt: '2026-03-04T18:00:00.000Z',
          modifiedBy: adaId,
          modifiedByName: 'Ada Admin',
          approvedBy: adaId,
          approvedByName: 'Ada Admin',
        },
        // Stored without the names (never by this code): no id is shown in their place.
        {
          _id: 'm2',
          name: '[5] Goals',
          approved: true,
          createdAt: '2026-03-02T14:45:00.000Z',
          createdBy: victorId,
          updatedAt: '2026-03-02T15:00:00.000Z',
          modifiedBy: victorId,
          approvedBy: adaId,
        },
      ],
      stickyNotes: [],
    });
    const user = userEvent.setup();
    openProfile(victor, 'mary');
    await user.click(await screen.findByRole('button', { name: 'Details of [3] Who is My Circle' }));
    const details = screen.getByRole('dialog', { name: 'Details of [3] Who is My Circle' });
    const rows = [...details.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Started', '2026-03-01'],
      ['Started by', 'Victor Volunteer'],
      ['Last modified', '2026-03-04'],
      ['Last modified by', 'Ada Admin'],
    ]);
    expect(details.textContent).toContain('Approved by Ada Admin');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Details of [5] Goals' }));
    const unnamed = screen.getByRole('dialog', { name: 'Details of [5] Goals' });
    expect(unnamed.textContent).not.toContain(victorId);
    expect(unnamed.textContent).not.toContain(adaId);
    expect([...unnamed.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '2026-03-02',
      '—',
      '2026-03-02',
      '—',
    ]);
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

  // Spec 002 §2.1: 'Worker (Volunteer): Patients, Profile. Coordinator and Admin: Patients, Workers, Profile.'
  it.each([
    ['Volunteer', ['Patients', 'Profile']],
    ['Coordinator', ['Patients', 'Workers', 'Profile']],
    ['Admin', ['Patients', 'Workers', 'Profile']],
  ] as const)(
    'the profile of a viewed %s has the tabs %j, in that order, opening on Patients',
    async (role, tabs) => {
      const ada = { id: 'ada', name: 'Ada', role: 'Admin' as const, facilityId: 'fac-1' };
      const staff = maryDetail({ _id: 'staff-1', role, info: { name: 'Sam Staff' }, workers: [] });
      apiCall.mockImplementation((route: string) =>
        Promise.resolve(
          route === 'usersProfile'
            ? { user: staff, memberSurveys: [], stickyNotes: [] }
            : { patients: [], volunteers: [], coordinators: [], admins: [] },
        ),
      );
      renderSignedIn(<ProfileScreen />, { viewer: ada, path: '/profile/:id', at: '/profile/staff-1' });
      const shown = await screen.findAllByRole('tab');
      expect(shown.map((t) => t.textContent)).toEqual([...tabs]);
      expect(shown[0]?.getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByText('There are no patients assigned to this user.')).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Modules' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Sticky Notes' })).toBeNull();
    },
  );

  // Spec 002 §2.1: '/profile with no id shows the logged-in user's own profile'; 'My Profile' for the own id.
  it("shows one's own profile at /profile, headed 'My Profile'", async () => {
    const maryHerself = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'fac-1' };
    apiCall.mockResolvedValue({ user: mary, memberSurveys: [], stickyNotes: [] });
    renderSignedIn(<ProfileScreen />, { viewer: maryHerself, path: '/profile', at: '/profile' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Viewing Profile' })).toBeNull();
    await screen.findAllByRole('tab');
    expect(apiCall).toHaveBeenCalledWith(
      'usersProfile',
      expect.objectContaining({ params: expect.objectContaining({ id: 'mary' }) }),
    );
  });
});
