import type { Role } from '@circles/shared/access/types';

/** The first segment of the pages that come in three modes (spec 001 §2.4, §2.7): Admin, staff, client. */
export type AreaPrefix = '/administration' | '/staff' | '/client';

/**
 * Each role's area: presentation (which copy of a page a link opens), not access, which the router's
 * table and the server decide. Keyed by role, so a new role must be given its area here.
 */
const AREA: Readonly<Record<Role, AreaPrefix>> = {
  Admin: '/administration',
  Coordinator: '/staff',
  Volunteer: '/staff',
  Patient: '/client',
};

/** The route prefix of `role`'s mode of a page: `/administration`, `/staff` (helpers) or `/client`. */
export function areaPrefix(role: Role): AreaPrefix {
  return AREA[role];
}
