// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetail } from '@circles/shared/schemas/people';
import { renderSignedIn } from '../../../test/render-signed-in';
import { PartnerLinkSection } from './partner-link-section';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', () => ({ apiCall, ApiError: class extends Error {} }));

function person(role: UserDetail['role']): UserDetail {
  return {
    _id: 'mary',
    role,
    email: 'mary@example.org',
    status: 'active',
    enabled: true,
    info: { name: 'Mary Member' },
    patients: [],
    workers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
  };
}
const ADMIN = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const };

describe('PartnerLinkSection', () => {
  it("lets an Admin link a partner identity to a member's account, then remove it", async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string, args: { body?: { subject: string } }) =>
      Promise.resolve(name === 'usersPartnerLink' ? { subject: args.body?.subject } : {}),
    );
    renderSignedIn(<PartnerLinkSection user={person('Patient')} />, { viewer: ADMIN });
    expect(await screen.findByText('Not linked to a partner organisation identity.')).toBeTruthy();
    await user.type(screen.getByLabelText('Partner identity (subject)'), ' weccc-0009 ');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Signs in with the partner organisation as weccc-0009.')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('usersPartnerLink', {
      params: { id: 'mary' },
      body: { subject: 'weccc-0009' },
    });
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(await screen.findByText('Not linked to a partner organisation identity.')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith('usersPartnerUnlink', { params: { id: 'mary' } });
  });

  it('says so when the identity is linked to another account', async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) =>
      name === 'usersPartnerLink'
        ? Promise.reject(Object.assign(new Error('taken'), { code: 'CONFLICT' }))
        : Promise.resolve({}),
    );
    renderSignedIn(<PartnerLinkSection user={person('Patient')} />, { viewer: ADMIN });
    await user.type(await screen.findByLabelText('Partner identity (subject)'), 'weccc-0001');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('This partner identity is linked to another account.')).toBeTruthy();
  });

  it('shows nothing to anyone but an Admin, nor on a staff account', async () => {
    apiCall.mockReset();
    const { unmount } = renderSignedIn(<PartnerLinkSection user={person('Patient')} />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient' },
    });
    expect(screen.queryByText('Partner organisation sign-in')).toBeNull();
    unmount();
    renderSignedIn(<PartnerLinkSection user={person('Coordinator')} />, { viewer: ADMIN });
    expect(screen.queryByText('Partner organisation sign-in')).toBeNull();
    await waitFor(() => expect(apiCall).not.toHaveBeenCalled());
  });
});
