// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LoginRoute } from '../../app/routes/login';
import { SessionContext, type SessionApi } from '../auth/session-context';
import type { StoredSession } from '../auth/session-storage';
import { renderUi } from '../../test/render-ui';
import { CHOSEN_LOCALE_KEY } from './chosen-locale';
import { LocaleProvider, SessionLocale } from './locale-provider';
import { getAppLocale, setAppLocale } from './locale-store';

vi.mock('aws-amplify/auth', () => ({}));
vi.mock('../../config/runtime-config', () => ({ loadRuntimeConfig: () => Promise.resolve({}) }));

afterEach(() => {
  act(() => setAppLocale('en'));
  localStorage.clear();
});

const anonymous: SessionApi = { state: { status: 'anonymous' }, login: vi.fn(), logout: vi.fn() };

/** The sign-in screen as the app renders it: inside the locale provider, which a switch re-renders. */
function renderSignIn() {
  return renderUi(
    <LocaleProvider>
      <MemoryRouter>
        <SessionContext.Provider value={anonymous}>
          <LoginRoute />
        </SessionContext.Provider>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('the language switch', () => {
  it('offers English and Français, each named in its own language, in a labelled group', () => {
    renderSignIn();
    const group = screen.getByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const french = within(group).getByRole('button', { name: 'Français' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(french.getAttribute('aria-pressed')).toBe('false');
    expect(english.querySelector('[lang="en"]')?.textContent).toBe('English');
    expect(french.querySelector('[lang="fr"]')?.textContent).toBe('Français');
  });

  it('switches the screen to French in place, keeping what was typed and the focus, and keeps the choice', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText(/^Email or Phone number/), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Français' }));

    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeTruthy();
    const field = screen.getByLabelText<HTMLInputElement>(/^Courriel ou numéro de téléphone/);
    expect(field.value).toBe('ada@example.org');
    const french = screen.getByRole('button', { name: 'Français' });
    expect(french.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(french);
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('fr');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Email or Phone number/).value).toBe('ada@example.org');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(CHOSEN_LOCALE_KEY)).toBe('en');
  });

  it('is used with the keyboard: Tab reaches it and Space or Enter chooses', async () => {
    const user = userEvent.setup();
    renderSignIn();
    const french = screen.getByRole('button', { name: 'Français' });
    while (document.activeElement !== french) await user.tab();
    await user.keyboard(' ');
    expect(getAppLocale()).toBe('fr');
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(getAppLocale()).toBe('en');
  });
});

describe("the signed-in user's language", () => {
  const user = (locale: 'en' | 'fr'): StoredSession => ({
    id: 'u1',
    name: 'Paul',
    role: 'Patient',
    facilityId: 'f1',
    locale,
  });

  function renderSession(locale: 'en' | 'fr') {
    const session: SessionApi = { ...anonymous, state: { status: 'authenticated', user: user(locale) } };
    renderUi(
      <SessionContext.Provider value={session}>
        <SessionLocale />
      </SessionContext.Provider>,
    );
  }

  it("sets the app's locale from the profile when nothing was chosen on this device", () => {
    renderSession('fr');
    expect(getAppLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('yields to the language chosen with the switch', () => {
    localStorage.setItem(CHOSEN_LOCALE_KEY, 'en');
    renderSession('fr');
    expect(getAppLocale()).toBe('en');
  });
});
