// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { renderUi } from '../../../test/render-ui';
import { RegisterForm } from './register-form';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

const field = (label: RegExp | string) => screen.getByLabelText<HTMLInputElement>(label);

function renderForm() {
  return renderUi(
    <MemoryRouter>
      <RegisterForm />
    </MemoryRouter>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Ada Lovelace');
  await user.type(field(/^Email/), 'ada@example.org');
  await user.type(field(/^Password/), 'Str0ng!pass');
  await user.type(field(/^Confirm Password/), 'Str0ng!pass');
  await user.click(screen.getByRole('checkbox', { name: 'I Agree *' }));
}

beforeEach(() => {
  apiCall.mockReset();
});

describe('RegisterForm on the form kit', () => {
  it('shows rule errors under their fields once a field is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field(/^Name/), 'R2D2');
    await user.tab();
    expect(await screen.findByText('Invalid name')).toBeTruthy();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-describedby')).toBeTruthy();
  });

  it.each(['Mary-Ann Smith', "Sean O'Brien", 'Siobhán O’Brien'])(
    'accepts %s as a name and sends it',
    async (name) => {
      const user = userEvent.setup();
      apiCall.mockReturnValue(new Promise(() => {}));
      renderForm();
      await fillValid(user);
      await user.clear(field(/^Name/));
      await user.type(field(/^Name/), name);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1));
      expect(apiCall.mock.calls[0]![1]).toMatchObject({ body: { name } });
      expect(screen.queryByText('Invalid name')).toBeNull();
    },
  );

  it('puts the server 400 issues under their fields by path and keeps what was typed', async () => {
    const user = userEvent.setup();
    apiCall.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'The request has errors.', [
        { path: 'postalCode', message: 'Invalid postal code' },
        { path: 'email', message: 'Invalid email' },
      ]),
    );
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Invalid postal code')).toBeTruthy();
    expect(field(/^Name/).value).toBe('Ada Lovelace');
    expect(field(/^Email/).value).toBe('ada@example.org');
    expect(field(/^Password/).value).toBe('Str0ng!pass');
    expect(document.activeElement).toBe(field(/^Postal Code/));
  });

  it('chooses the duplicate-email text by the error code', async () => {
    const user = userEvent.setup();
    apiCall.mockRejectedValue(new ApiError(400, 'EMAIL_TAKEN', 'anything at all'));
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Email is already registered. Please use a different email address.',
    );
    expect(field(/^Email/).value).toBe('ada@example.org');
  });

  it('disables Register while the registration runs', async () => {
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    apiCall.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const alert = vi.fn();
    window.alert = alert;
    renderForm();
    await fillValid(user);
    const register = screen.getByRole('button', { name: 'Register' });
    await user.click(register);
    await waitFor(() => expect(register).toHaveProperty('disabled', true));
    expect(register.getAttribute('aria-busy')).toBe('true');
    await user.type(field(/^Name/), '{Enter}');
    expect(apiCall).toHaveBeenCalledTimes(1);
    finish({ id: 'new-1' });
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Registration successful! Please log in to continue.'),
    );
  });

  // Spec 000 §2 Register: 'Password (show/hide toggle)'.
  it("shows and hides the Password with its toggle, leaving the other fields' types alone", async () => {
    const user = userEvent.setup();
    renderForm();
    const toggle = () => within(field(/^Password/).closest('.MuiTextField-root')!).getByRole('button');
    expect(field(/^Password/).type).toBe('password');
    expect(toggle().getAttribute('aria-label')).toBe('Show password');
    await user.click(toggle());
    expect(field(/^Password/).type).toBe('text');
    expect(toggle().getAttribute('aria-label')).toBe('Hide password');
    expect(field(/^Confirm Password/).type).toBe('password');
    expect(field(/^Email/).type).toBe('email');
    await user.click(toggle());
    expect(field(/^Password/).type).toBe('password');
    expect(toggle().getAttribute('aria-label')).toBe('Show password');
  });

  // Spec 000 §2 Register, §5: 'The Register button is disabled ... until the box is ticked.'
  it("keeps Register disabled until 'I Agree *' is ticked, and again once it is unticked", async () => {
    const user = userEvent.setup();
    renderForm();
    const register = screen.getByRole<HTMLButtonElement>('button', { name: 'Register' });
    expect(register.disabled).toBe(true);
    await fillValid(user); // ticks the box last
    expect(register.disabled).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'I Agree *' }));
    expect(register.disabled).toBe(true);
    // Enter in a field does not register either.
    await user.type(field(/^Name/), '{Enter}');
    expect(apiCall).not.toHaveBeenCalled();
  });

  it("links 'Login here' back to the login screen", () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Login here' }).getAttribute('href')).toBe('/');
  });
});
