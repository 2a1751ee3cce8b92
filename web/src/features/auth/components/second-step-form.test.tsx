// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInError } from '../../../lib/auth/auth-client';
import type { SecondStep } from '../../../lib/auth/second-step';
import { SessionContext, type SessionApi } from '../../../lib/auth/session-context';
import { renderUi } from '../../../test/render-ui';
import SecondStepForm from './second-step-form';

vi.mock('aws-amplify/auth', () => ({}));
vi.mock('qrcode', () => ({
  create: () => ({ modules: { size: 2, get: (r: number, c: number) => (r === c ? 1 : 0) } }),
}));

function renderStep(step: SecondStep, continueSignIn: SessionApi['continueSignIn']) {
  const onStep = vi.fn();
  const onBack = vi.fn();
  const api: SessionApi = {
    state: { status: 'anonymous' },
    login: vi.fn(),
    continueSignIn,
    logout: vi.fn(),
  };
  renderUi(
    <SessionContext.Provider value={api}>
      <SecondStepForm step={step} onStep={onStep} onBack={onBack} />
    </SessionContext.Provider>,
  );
  return { onStep, onBack };
}

const codeField = () => screen.getByLabelText<HTMLInputElement>(/^Code/);

describe('SecondStepForm', () => {
  it('asks for the authenticator code in a field phones and password managers fill, and answers it', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => Promise.resolve(undefined));
    const { onStep } = renderStep({ kind: 'totpCode' }, answer);
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    const field = codeField();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter the 6-digit code from your authenticator app.').id,
    );
    await user.type(field, '123 456{Enter}');
    await waitFor(() => expect(answer).toHaveBeenCalledWith('123456'));
    expect(onStep).not.toHaveBeenCalled();
  });

  it('checks the code before sending it, and says so when Cognito refuses it', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => Promise.reject(new SignInError('wrongCode')));
    renderStep({ kind: 'totpCode' }, answer);
    await user.type(codeField(), '12{Enter}');
    expect(await screen.findByText('The code is 6 digits.')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
    await user.clear(codeField());
    await user.type(codeField(), '654321{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right or has expired. Please try again.',
    );
    expect(codeField().value).toBe('');
  });

  it('names where a text message went, and lets the person start over', async () => {
    const user = userEvent.setup();
    const { onBack } = renderStep({ kind: 'smsCode', destination: '+*******0101' }, vi.fn());
    expect(screen.getByText('Enter the 6-digit code we sent by text message to +*******0101.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('offers the factors to choose from as radio buttons and sends the choice', async () => {
    const user = userEvent.setup();
    const next: SecondStep = { kind: 'smsCode', destination: '+1' };
    const answer = vi.fn(() => Promise.resolve(next));
    const { onStep } = renderStep({ kind: 'choose', factors: ['TOTP', 'SMS'] }, answer);
    const group = screen.getByRole('radiogroup', { name: 'How do you want to get your code?' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(answer).toHaveBeenCalledWith('SMS'));
    expect(onStep).toHaveBeenCalledWith(next);
  });

  it('sets an authenticator up during sign-in with the QR code and the key written out', async () => {
    const user = userEvent.setup();
    const answer = vi.fn(() => Promise.resolve(undefined));
    renderStep(
      { kind: 'totpSetup', secret: 'JBSWY3DPEHPK3PXPJBSW', uri: 'otpauth://totp/Circles:a' },
      answer,
    );
    expect(screen.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeTruthy();
    expect(
      await screen.findByRole('img', {
        name: 'QR code for your authenticator app. The same key is written below it.',
      }),
    ).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    await user.type(codeField(), '000111{Enter}');
    await waitFor(() => expect(answer).toHaveBeenCalledWith('000111'));
  });
});
