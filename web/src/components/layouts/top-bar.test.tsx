// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionContext, type SessionApi } from '../../lib/auth/session-context';
import { renderUi } from '../../test/render-ui';
import { TopBar } from './top-bar';

function renderBar(logout = vi.fn(() => Promise.resolve())) {
  const session: SessionApi = {
    state: {
      status: 'authenticated',
      user: { id: 'me', name: 'Me', role: 'Volunteer', facilityId: 'fac' },
    },
    login: () => Promise.resolve(),
    logout,
  };
  const onToggleDrawer = vi.fn();
  renderUi(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={['/somewhere']}>
        <TopBar drawerOpen drawerId="drawer" onToggleDrawer={onToggleDrawer} />
        <Routes>
          <Route path="/profile" element={<p>own profile</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return { logout, onToggleDrawer };
}

// Spec 000 §2 Application shell: 'a menu toggle, a product title link to /, and an account menu
// (My Profile, Logout, Close Menu)'.
describe('the top bar', () => {
  it('offers My Profile, Logout and Close Menu, in that order, in the account menu', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['My Profile', 'Logout', 'Close Menu']);
  });

  it('My Profile opens /profile and closes the menu', async () => {
    const user = userEvent.setup();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My Profile' }));
    expect(await screen.findByText('own profile')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Logout signs out; Close Menu only closes the menu', async () => {
    const user = userEvent.setup();
    const { logout } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close Menu' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByText('elsewhere')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('links the product title to / and toggles the drawer with the menu button', async () => {
    const { onToggleDrawer } = renderBar();
    expect(screen.getByRole('link', { name: 'Circles' }).getAttribute('href')).toBe('/');
    const toggle = screen.getByRole('button', { name: 'Open or close the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('drawer');
    await userEvent.setup().click(toggle);
    expect(onToggleDrawer).toHaveBeenCalledTimes(1);
  });
});
