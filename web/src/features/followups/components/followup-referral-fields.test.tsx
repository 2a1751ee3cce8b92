// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@circles/shared/access/types';
import { renderSignedIn } from '../../../test/render-signed-in';
import { FollowupReferralFields } from './followup-referral-fields';

const open = (role: Role, facilityId: string | undefined) =>
  renderSignedIn(
    <FollowupReferralFields
      facilityId={facilityId}
      services={[]}
      kind="other"
      serviceId=""
      referredTo=""
      onChange={() => undefined}
      errors={{}}
    />,
    { viewer: { id: 'u1', name: 'Some One', role, facilityId: 'fac-1' } },
  );

describe("'Referred to …' fields (issue 24)", () => {
  it('offer the Admin, who keeps the service lists, a link to the facility’s list', () => {
    open('Admin', 'fac-1');
    const link = screen.getByRole('link', { name: 'Keep the list of services' });
    expect(link.getAttribute('href')).toContain('fac-1');
  });

  it.each(['Coordinator', 'Volunteer'] as const)(
    'offer a %s no such link (the server lets only Admins write it)',
    (role) => {
      open(role, 'fac-1');
      expect(screen.queryByRole('link', { name: 'Keep the list of services' })).toBeNull();
    },
  );

  it('offer no link without the member’s facility', () => {
    open('Admin', undefined);
    expect(screen.queryByRole('link', { name: 'Keep the list of services' })).toBeNull();
  });
});
