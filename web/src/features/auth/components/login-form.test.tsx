// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SignInError } from '../../../lib/auth/auth-client';
import { SessionContext, type SessionApi } from '../../../lib/auth/session-context';
import { renderUi } from '../../../test/render-ui';
import { LoginForm } from './login-form';

vi.mock('aws-amplify/auth', () => ({}));
// No partner organisation configured (its option is tested in partner-sign-in.test.tsx).
vi.mock('../../../config/runtime-config', () => ({ loadRuntimeConfig: () => Promise.resolve({}) }));

function renderLogin(login: SessionApi['login'], continueSignIn?: SessionApi['continueSignIn']) {
  const api: SessionApi = { state: { status: 'anonymous' }, login, continueSignIn, logout: vi.fn() };
  return renderUi(
    <MemoryRouter>
      <SessionContext.Provider value={api}>
        <LoginForm />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const identifier = () => screen.getByLabelText<HTMLInputElement>(/^Email or Phone number/);
const password = () => screen.getByLabelText<HTMLInputElement>(/^Password/);

describe('LoginForm on the form kit', () => {
  it('shows the rules under the fields without calling sign-in', async () => {
    const user = userEvent.setup();
    const login = vi.fn();
    renderLogin(login);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter an email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(identifier());
  });

  it('disables Sign in while signing in, then shows the failure and keeps what was typed', async () => {
    const user = userEvent.setup();
    let fail!: (error: unknown) => void;
    const login = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    renderLogin(login);
    await user.type(identifier(), 'ada@example.org');
    await user.type(password(), 'wrong-password{Enter}');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    fail(new SignInError('incorrect'));
    expect((await screen.findByRole('alert')).textContent).toBe('Your email or password is incorrect.');
    expect(button).toHaveProperty('disabled', false);
    expect(identifier().value).toBe('ada@example.org');
    expect(password().value).toBe('wrong-password');
    expect(login).toHaveBeenCalledWith('ada@example.org', 'wrong-password');
  });

  it('asks for the second step in place of the form when the account has one, and back starts over', async () => {
    const user = userEvent.setup();
    const login = vi.fn(() => Promise.resolve({ kind: 'totpCode' as const }));
    const continueSignIn = vi.fn(() => Promise.resolve(undefined));
    renderLogin(login, continueSignIn);
    await user.type(identifier(), 'cora@example.org');
    await user.type(password(), 'Right#2026{Enter}');
    const code = await screen.findByLabelText<HTMLInputElement>(/^Code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(continueSignIn).toHaveBeenCalledWith('123456'));
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(identifier().value).toBe('cora@example.org');
    expect(password().value).toBe('');
  });

  // Spec 000 §2 Login: 'Password' (with show/hide toggle).
  it('shows and hides the password with its toggle, whose name says what it will do next', async () => {
    const user = userEvent.setup();
    renderLogin(vi.fn());
    await user.type(password(), 'secret-pass');
    expect(password().type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    expect(password().value).toBe('secret-pass');
    expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
