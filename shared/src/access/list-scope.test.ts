import { describe, expect, it } from 'vitest';
import { listScope, SCOPED_ACTIONS } from './list-scope';
import { can } from './policy';
import { ROLES, type Actor, type Role } from './types';

const actorOf = (role: Role): Actor => ({
  id: 'actor',
  role,
  facilityId: 'F1',
  patients: ['member-1'],
  workers: [],
  researcher: true,
});

describe('listScope', () => {
  it('spans every member for Admins, the caseload for helpers and their own for members', () => {
    expect(ROLES.map((role) => listScope(actorOf(role), 'member.readHealth'))).toEqual([
      'all',
      'caseload',
      'caseload',
      'own',
    ]);
  });

  it('spans a Coordinator’s facility for user lists and counts, a Volunteer’s caseload', () => {
    expect(listScope(actorOf('Coordinator'), 'user.list')).toBe('facility');
    expect(listScope(actorOf('Coordinator'), 'adminDashboard.read')).toBe('facility');
    expect(listScope(actorOf('Volunteer'), 'user.list')).toBe('caseload');
    expect(listScope(actorOf('Volunteer'), 'adminDashboard.read')).toBe('none');
  });

  it('spans nothing for an unknown role', () => {
    const other = { role: 'Auditor' as Role };
    for (const action of SCOPED_ACTIONS) expect(listScope(other, action)).toBe('none');
  });

  it.each(SCOPED_ACTIONS.flatMap((action) => ROLES.map((role) => ({ action, role }))))(
    'spans something for $role $action exactly when the policy lets the role do it',
    ({ action, role }) => {
      expect(listScope(actorOf(role), action) !== 'none').toBe(can(actorOf(role), action));
    },
  );
});
