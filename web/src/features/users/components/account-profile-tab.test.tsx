// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import type { StoredSession } from '../../../lib/auth/session-storage';
import { renderSignedIn } from '../../../test/render-signed-in';
import { maryDetail } from '../../../test/people-fixtures';
import { AccountProfileTab } from './account-profile-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const mary = maryDetail();
const self: StoredSession = { id: 'mary', name: 'Mary Member', role: 'Patient', facilityId: 'fac-1' };
const cora: StoredSession = { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' };
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const select = (label: RegExp) => screen.getByRole('combobox', { name: label });

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((route: string, options: { body: { version: number } }) =>
    route === 'usersUpdateProfile'
      ? Promise.resolve({ user: { ...mary, version: options.body.version + 1 } })
      : Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${route}`)),
  );
});

function renderTab(user: UserDetail, viewer: StoredSession) {
  renderSignedIn(<AccountProfileTab user={user} onDirtyChange={() => {}} />, { viewer });
}

/** The body of the profile save. */
function savedBody(): Record<string, unknown> {
  const [, options] = apiCall.mock.calls.find(([route]) => route === 'usersUpdateProfile')!;
  return (options as { body: Record<string, unknown> }).body;
}

async function saveName(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
  await user.clear(field(/^Name/));
  await user.type(field(/^Name/), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
}

describe('the Profile tab offers only the fields the viewer may change', () => {
  it('gives a member her own contact fields, and gender, language and date of birth read-only', async () => {
    const user = userEvent.setup();
    renderTab(mary, self);
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    for (const label of [/^Email/, /^Name/, /^Phone/, /^Street/, /^City/, /^Postal/])
      expect(field(label).disabled, String(label)).toBe(false);
    expect(field(/^Date of birth/).disabled).toBe(true);
    expect(select(/^Gender/).getAttribute('aria-disabled')).toBe('true');
    expect(select(/^Language/).getAttribute('aria-disabled')).toBe('true');
    expect(select(/^Province/).getAttribute('aria-disabled')).not.toBe('true');
  });

  it('saves a member’s own profile without the fields she may not change', async () => {
    const user = userEvent.setup();
    renderTab(mary, self);
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    const body = savedBody();
    expect(body).toMatchObject({ version: 3, email: 'mary@example.org', info: { city: 'Windsor' } });
    expect(Object.keys(body.info as object).sort()).toEqual(
      ['city', 'name', 'postalCode', 'province', 'street'].sort(),
    );
  });

  it('lets a self-registered member without gender or language save her contact fields', async () => {
    const user = userEvent.setup();
    renderTab(maryDetail({ info: { name: 'Mary Member', phone: '5195550104' } }), self);
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved changes to user.')).toBeTruthy();
    expect(savedBody()).toMatchObject({ info: { city: 'Windsor' } });
  });

  it('gives a Coordinator a facility member’s gender and language, but not the facility', async () => {
    const user = userEvent.setup();
    renderTab(mary, cora);
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    expect(select(/^Gender/).getAttribute('aria-disabled')).not.toBe('true');
    expect(field(/^Date of birth/).disabled).toBe(false);
    expect(screen.queryByRole('combobox', { name: /^Facility/ })).toBeNull();
    await user.type(field(/^City/), 'Windsor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(savedBody()).toMatchObject({ info: { gender: 'Female', language: 'English' } }),
    );
  });
});

describe('names on the Profile tab', () => {
  it.each(['Mary-Ann Member', "Mary O'Brien", 'Mary O’Brien'])('saves %s', async (name) => {
    const user = userEvent.setup();
    renderTab(mary, self);
    await saveName(user, name);
    expect(savedBody()).toMatchObject({ info: { name } });
  });

  it('refuses a name with digits with the spec text', async () => {
    const user = userEvent.setup();
    renderTab(mary, self);
    await user.click(screen.getByRole('switch', { name: 'Unlock to edit' }));
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Mary 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid name')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalled();
  });
});
