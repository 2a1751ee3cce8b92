// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { renderSignedIn } from '../../../test/render-signed-in';
import { SecondFactorSection } from './second-factor-section';

const apiCall = vi.hoisted(() => vi.fn());
const enrolment = vi.hoisted(() => ({ start: vi.fn(), finish: vi.fn() }));
vi.mock('../../../lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));
vi.mock('../../../lib/auth/auth-client', () => ({
  SignInError: class extends Error {},
  startTotpEnrolment: enrolment.start,
  finishTotpEnrolment: enrolment.finish,
}));
vi.mock('qrcode', () => ({ create: () => ({ modules: { size: 1, get: () => 1 } }) }));

function person(id: string, role: UserDetail['role'], mfa?: 'TOTP'): UserDetail {
  return {
    _id: id,
    role,
    email: `${id}@example.org`,
    status: 'active',
    enabled: true,
    info: { name: id === 'mary' ? 'Mary Member' : 'Victor Volunteer' },
    patients: [],
    workers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...(mfa ? { mfa } : {}),
  };
}

describe('SecondFactorSection', () => {
  it('lets a member turn an authenticator on with the same set-up staff use', async () => {
    const user = userEvent.setup();
    enrolment.start.mockResolvedValue({ secret: 'ABCDEFGHABCDEFGH', uri: 'otpauth://totp/Circles:mary' });
    enrolment.finish.mockResolvedValue(person('mary', 'Patient', 'TOTP'));
    const onChanged = vi.fn();
    renderSignedIn(<SecondFactorSection user={person('mary', 'Patient')} onChanged={onChanged} />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient' },
    });
    expect(screen.getByText(/Two-step sign-in is off/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('ABCD EFGH ABCD EFGH')).toBeTruthy();
    expect(enrolment.start).toHaveBeenCalledWith('mary@example.org');
    await user.type(screen.getByLabelText(/^Code/), '246810{Enter}');
    await waitFor(() => expect(enrolment.finish).toHaveBeenCalledWith('246810'));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('lets a member who started the set-up change her mind and cancel it, still off', async () => {
    const user = userEvent.setup();
    enrolment.start.mockResolvedValue({ secret: 'ABCDEFGHABCDEFGH', uri: 'otpauth://totp/Circles:mary' });
    enrolment.finish.mockClear();
    renderSignedIn(<SecondFactorSection user={person('mary', 'Patient')} onChanged={vi.fn()} />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient' },
    });
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('ABCD EFGH ABCD EFGH')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('ABCD EFGH ABCD EFGH')).toBeNull();
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    expect(screen.getByText(/Two-step sign-in is off/)).toBeTruthy();
    // Keyboard users stay where they were: on the button that starts it again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(enrolment.finish).not.toHaveBeenCalled();
  });

  it('lets a member turn hers off, but shows staff theirs without a way to', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ user: person('mary', 'Patient') });
    renderSignedIn(<SecondFactorSection user={person('mary', 'Patient', 'TOTP')} onChanged={vi.fn()} />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient' },
    });
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(apiCall).toHaveBeenCalledWith('usersMfaReset', { params: { id: 'mary' } }));

    const staff = renderSignedIn(
      <SecondFactorSection user={person('vic', 'Volunteer', 'TOTP')} onChanged={vi.fn()} />,
      { viewer: { id: 'vic', name: 'Victor Volunteer', role: 'Volunteer' } },
    );
    const own = within(staff.container);
    expect(own.getByText(/Staff accounts keep it on/)).toBeTruthy();
    expect(own.queryByRole('button')).toBeNull();
  });

  it('puts focus on Turn on once a member has turned hers off (the pressed button is gone)', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ user: person('mary', 'Patient') });
    function Account() {
      const [mary, setMary] = useState(person('mary', 'Patient', 'TOTP'));
      return <SecondFactorSection user={mary} onChanged={() => setMary(person('mary', 'Patient'))} />;
    }
    renderSignedIn(<Account />, { viewer: { id: 'mary', name: 'Mary Member', role: 'Patient' } });
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const turnOn = await screen.findByRole('button', { name: 'Turn on two-step sign-in' });
    expect(document.activeElement).toBe(turnOn);
  });

  it("has an Admin confirm the reset of someone's lost authenticator", async () => {
    const user = userEvent.setup();
    apiCall.mockClear();
    apiCall.mockResolvedValue({ user: person('vic', 'Volunteer') });
    renderSignedIn(<SecondFactorSection user={person('vic', 'Volunteer', 'TOTP')} onChanged={vi.fn()} />, {
      viewer: { id: 'ada', name: 'Ada Admin', role: 'Admin' },
    });
    expect(
      screen.getByText('Victor Volunteer signs in with a password and a code from an authenticator app.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    expect(dialog.textContent).toContain('Victor Volunteer will set up an authenticator app again');
    expect(apiCall).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Reset two-step sign-in' }).at(-1)!);
    await waitFor(() => expect(apiCall).toHaveBeenCalledWith('usersMfaReset', { params: { id: 'vic' } }));
    expect(await screen.findByText('Two-step sign-in was reset.')).toBeTruthy();
  });

  it("after an Admin resets it, puts focus on the account's new state (the Reset button is gone)", async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValue({ user: person('vic', 'Volunteer') });
    function Account() {
      const [vic, setVic] = useState(person('vic', 'Volunteer', 'TOTP'));
      return <SecondFactorSection user={vic} onChanged={() => setVic(person('vic', 'Volunteer'))} />;
    }
    renderSignedIn(<Account />, { viewer: { id: 'ada', name: 'Ada Admin', role: 'Admin' } });
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in' }));
    await screen.findByRole('dialog', { name: 'Reset two-step sign-in?' });
    await user.click(screen.getAllByRole('button', { name: 'Reset two-step sign-in' }).at(-1)!);
    const state = await screen.findByText(/^Victor Volunteer has not set up two-step sign-in yet/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(state));
  });
});
