// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { person } from '../../../test/staff-fixtures';
import { MyMembersScreen } from './my-members-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const victor = { id: 'vic', name: 'Victor', role: 'Volunteer' as const, facilityId: 'fac-1' };

function answer(patients: unknown[]) {
  apiCall.mockImplementation((route: string, options?: { params?: { id?: string } }) =>
    route === 'usersGetAll' && options?.params?.id === 'vic'
      ? Promise.resolve({ patients, volunteers: [], coordinators: [], admins: [] })
      : new Promise(() => undefined),
  );
}

beforeEach(() => {
  apiCall.mockReset();
});

// Spec 002 §2.2 My Members page.
describe('My Members', () => {
  it("shows each assigned member's role, email and joined date (month / day / year), and View to /profile/{id}", async () => {
    answer([
      {
        ...person('mary', 'Mary Member', 'Patient'),
        email: 'mary@example.org',
        createdAt: '2026-03-07T12:00:00.000Z',
      },
    ]);
    renderSignedIn(<MyMembersScreen />, { viewer: victor, path: '/your', at: '/your' });
    const card = (await screen.findByRole('heading', { name: 'Mary Member' })).closest('li')!;
    expect(within(card).getByText('Role: Member')).toBeTruthy();
    expect(within(card).getByText('Email: mary@example.org')).toBeTruthy();
    expect(within(card).getByText('Joined 3/7/2026')).toBeTruthy();
    const view = within(card).getByRole('link', { name: /Mary Member/ });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe('/profile/mary');
  });

  it('says there are none yet, with the advice to wait for an administrator', async () => {
    answer([]);
    renderSignedIn(<MyMembersScreen />, { viewer: victor, path: '/your', at: '/your' });
    expect(await screen.findByText('You do not have any patients assigned to you yet.')).toBeTruthy();
    expect(screen.getByText('Please wait for an administrator to assign members to you.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /View/ })).toBeNull();
  });
});
