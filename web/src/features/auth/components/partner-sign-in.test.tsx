// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { PartnerSignInError } from '../../../lib/auth/partner-sign-in';
import { SessionContext, type SessionApi } from '../../../lib/auth/session-context';
import { renderUi } from '../../../test/render-ui';
import { LoginForm } from './login-form';

vi.mock('aws-amplify/auth', () => ({}));
const config = vi.hoisted((): { current: Partial<RuntimeConfig> } => ({ current: {} }));
vi.mock('../../../config/runtime-config', () => ({
  loadRuntimeConfig: () => Promise.resolve(config.current),
}));

const BASE = { region: 'r', userPoolId: 'p', userPoolClientId: 'c', connectorEmail: 'c@example.org' };
const PARTNER = { name: 'WECCC', signInUrl: 'https://partner.example.org/signin' };

function renderLogin(partnerLogin: SessionApi['partnerLogin'], partner?: typeof PARTNER) {
  config.current = { ...BASE, ...(partner ? { partner } : {}) };
  const api: SessionApi = { state: { status: 'anonymous' }, login: vi.fn(), partnerLogin, logout: vi.fn() };
  return renderUi(
    <MemoryRouter>
      <SessionContext.Provider value={api}>
        <LoginForm />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const openPartner = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('button', { name: 'Sign in with WECCC' }));

describe('the partner-organisation sign-in option', () => {
  it('is not offered when no partner is configured', async () => {
    renderLogin(vi.fn());
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /WECCC|partner/i })).toBeNull();
  });

  it('is offered under the partner name (never its host) when configured, with its own rules', async () => {
    const user = userEvent.setup();
    const partnerLogin = vi.fn();
    renderLogin(partnerLogin, PARTNER);
    await openPartner(user);
    expect(document.body.textContent).not.toContain('partner.example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in with the partner organisation' }));
    expect(
      await screen.findByText('Please enter an email/username for the partner organisation.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Please enter your password.').length).toBeGreaterThan(0);
    expect(partnerLogin).not.toHaveBeenCalled();
  });

  it('takes the place of the password form, focused on its first field, and Back returns to it', async () => {
    const user = userEvent.setup();
    renderLogin(vi.fn(), PARTNER);
    await openPartner(user);
    // One form at a time: no second password field or Sign in button beside the partner's.
    expect(screen.queryByLabelText(/^Email or Phone number/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getAllByLabelText(/^Password/)).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Partner organisation email or username/));
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText(/^Email or Phone number/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in with WECCC' }));
  });

  it('signs in with the typed email lower-cased and trimmed and the password', async () => {
    const user = userEvent.setup();
    const partnerLogin = vi.fn(() => Promise.resolve());
    renderLogin(partnerLogin, PARTNER);
    await openPartner(user);
    await user.type(
      screen.getByLabelText(/^Partner organisation email or username/),
      ' Mary.Partner@WECCC.org',
    );
    await user.type(
      screen.getByLabelText(/^Password/, { selector: '#partner-password' }),
      'Partner#2026{Enter}',
    );
    await waitFor(() => expect(partnerLogin).toHaveBeenCalledWith('mary.partner@weccc.org', 'Partner#2026'));
  });

  it.each([
    [
      'partnerServer',
      "There was a problem contacting the partner organisation's server.  Please try again later.",
    ],
    ['partnerIncorrect', 'Either your partner organisation email or password is incorrect.'],
    ['noAccount', 'This email has no account associated with the system.'],
    ['verify', 'There was a problem verifying your partner organisation email.'],
  ] as const)('shows the spec text of a %s failure', async (kind, text) => {
    const user = userEvent.setup();
    renderLogin(() => Promise.reject(new PartnerSignInError(kind)), PARTNER);
    await openPartner(user);
    await user.type(screen.getByLabelText(/^Partner organisation email or username/), 'ann@example.org');
    await user.type(screen.getByLabelText(/^Password/, { selector: '#partner-password' }), 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
