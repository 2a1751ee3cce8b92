// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SessionContext } from '../../lib/auth/session-context';
import { LocaleProvider } from '../../lib/i18n/locale-provider';
import { setAppLocale } from '../../lib/i18n/locale-store';
import { renderUi } from '../../test/render-ui';
import { SignedInRoutes } from './signed-in-routes';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: () => new Promise(() => undefined),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test'))));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setAppLocale('en'));
  localStorage.clear();
});

function renderAdminAt(at: string) {
  const session = {
    state: { status: 'authenticated' as const, user: { id: 'me', name: 'Me', role: 'Admin' as const } },
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  renderUi(
    <LocaleProvider>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[at]}>
          <SignedInRoutes />
        </MemoryRouter>
      </SessionContext.Provider>
    </LocaleProvider>,
  );
}

describe("the shell's language switch", () => {
  it("is in the app bar and renders the open screen again in French, the route table's screens too", async () => {
    const user = userEvent.setup();
    renderAdminAt('/administration/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
    const bar = screen.getByRole('banner');
    await user.click(within(bar).getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: "Journal d'audit" })).toBeTruthy();
    expect(within(bar).getByRole('group', { name: 'Langue' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeTruthy();
  });
});
