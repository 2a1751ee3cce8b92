// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderUi } from '../../../test/render-ui';
import { passwordRule } from '@circles/shared/rules/password';
import { CreateUserWizard } from './create-user-wizard';
import type { CreateUserValues } from '../utils/create-user-form';

vi.mock('aws-amplify/auth', () => ({}));

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

function renderWizard(overrides: Partial<Parameters<typeof CreateUserWizard>[0]> = {}) {
  const onCreate = vi.fn<(values: CreateUserValues) => Promise<void>>().mockResolvedValue();
  const checkDuplicates = vi.fn().mockResolvedValue({});
  renderUi(
    <CreateUserWizard
      roles={['Coordinator', 'Volunteer', 'Patient']}
      emailDomain="example.org"
      checkDuplicates={checkDuplicates}
      onCreate={onCreate}
      {...overrides}
    />,
  );
  return { onCreate, checkDuplicates };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('CreateUserWizard', () => {
  it('prefills a default password that meets the creation rule, confirmed', () => {
    renderWizard();
    const password = field(/^Password/).value;
    expect(passwordRule(password)).toBeNull();
    expect(field(/^Confirm password/).value).toBe(password);
  });

  it('suggests first.last as the email until the email is typed in', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.type(field(/^First name/), 'Zoë');
    await user.type(field(/^Last name/), 'Lee');
    await waitFor(() => expect(field(/^Email/).value).toBe('zoe.lee@example.org'));
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'zl@mail.example.ca');
    await user.type(field(/^Last name/), 'son');
    expect(field(/^Email/).value).toBe('zl@mail.example.ca');
  });

  it('keeps step 0 until its rules pass, with the spec texts under the fields', async () => {
    const user = userEvent.setup();
    renderWizard({ emailDomain: undefined });
    await user.type(field(/^First name/), 'R2D2');
    await user.clear(field(/^Confirm password/));
    await user.type(field(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid name')).toBeTruthy();
    expect(screen.getByText('Cannot be empty')).toBeTruthy();
    expect(screen.getAllByText('Enter either email or phone number')).toHaveLength(2);
    expect(screen.getByText('Password must be matching')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Language/ })).toBeNull();
  });

  it("passes step 0 with the names Mary-Ann and O'Brien", async () => {
    const user = userEvent.setup();
    const { checkDuplicates } = renderWizard();
    await user.type(field(/^First name/), 'Mary-Ann');
    await user.type(field(/^Last name/), "O'Brien");
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: /^Language/ })).toBeTruthy();
    expect(screen.queryByText('Invalid name')).toBeNull();
    expect(checkDuplicates).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'maryann.obrien@example.org' }),
    );
  });

  it('shows a duplicate email from the check under the email and stays on step 0', async () => {
    const user = userEvent.setup();
    const checkDuplicates = vi.fn().mockResolvedValue({ email: 'Email already exists' });
    renderWizard({ checkDuplicates });
    await user.type(field(/^First name/), 'Ann');
    await user.type(field(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email already exists')).toBeTruthy();
    expect(checkDuplicates).toHaveBeenCalledWith(expect.objectContaining({ email: 'ann.lee@example.org' }));
    expect(screen.queryByRole('combobox', { name: /Language/ })).toBeNull();
  });

  it('walks the four steps and creates with what was typed; Back keeps the values', async () => {
    const user = userEvent.setup();
    const { onCreate } = renderWizard();
    await user.type(field(/^First name/), 'Ann');
    await user.type(field(/^Last name/), 'Lee');
    await user.type(field(/^Phone/), '5195551234');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await choose(user, /^Language/, 'Other');
    await user.type(field(/^Specify Language/), 'cree 1');
    await choose(user, /^Gender/, 'Female');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter languages separated with commas (,)')).toBeTruthy();
    await user.clear(field(/^Specify Language/));
    await user.type(field(/^Specify Language/), 'cree, tagalog');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(field(/^Date of birth/), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Date of birth cannot be after today')).toBeTruthy();
    expect(screen.getAllByText('Cannot be empty').length).toBeGreaterThanOrEqual(2);
    await user.clear(field(/^Date of birth/));
    await user.type(field(/^Date of birth/), '1950-04-02');
    await choose(user, /^Role/, 'Member');
    await choose(user, /^Origin of contact/, 'New Referral');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^Specify Language/).value).toBe('cree, tagalog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(field(/^Country/).value).toBe('Canada');
    expect(field(/^Country/).readOnly).toBe(true);
    await user.type(field(/^Postal code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Invalid postal code')).toBeTruthy();
    await user.clear(field(/^Postal code/));
    await user.type(field(/^Postal code/), 'N9B 3P4');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    expect(onCreate.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann.lee@example.org',
      phone: '5195551234',
      role: 'Patient',
      language: 'Other',
      otherLanguages: 'cree, tagalog',
      postalCode: 'N9B 3P4',
    });
  });

  it("says 'Unable create user' when the create fails and keeps the form", async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn().mockRejectedValue(new ApiError(500, 'INTERNAL', 'x'));
    renderWizard({ onCreate });
    await user.type(field(/^First name/), 'Ann');
    await user.type(field(/^Last name/), 'Lee');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await choose(user, /^Language/, 'English');
    await choose(user, /^Gender/, 'Male');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field(/^Date of birth/), '1960-01-01');
    await choose(user, /^Role/, 'Volunteer');
    await choose(user, /^Origin of contact/, 'Other');
    await user.type(field(/^Specify origin/), 'Friend');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable create user. Please refresh and try again.',
    );
    expect(field(/^Postal code/)).toBeTruthy();
  });
});
