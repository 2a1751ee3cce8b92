// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { FollowupMemberNotice } from './followup-member-notice';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'fac-1' };

beforeEach(() => {
  apiCall.mockReset();
});

describe("the member's 'someone will be in touch' notice (issue 24)", () => {
  it('tells her calmly that someone will be in touch when a follow-up of hers is open', async () => {
    apiCall.mockResolvedValue({ someoneWillBeInTouch: true });
    renderSignedIn(<FollowupMemberNotice />, { viewer: mary });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Someone from Circles will be in touch with you soon.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(apiCall).toHaveBeenCalledWith('followupsMemberState', expect.anything());
  });

  it('shows nothing when no follow-up of hers is open', async () => {
    apiCall.mockResolvedValue({ someoneWillBeInTouch: false });
    const view = renderSignedIn(<FollowupMemberNotice />, { viewer: mary });
    await vi.waitFor(() => expect(apiCall).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.textContent).toBe('');
  });
});
