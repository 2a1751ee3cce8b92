import { ROLES, type Role } from './types';

/*
 * Facts about a user's role, named once beside the policy. They say what kind of user a record is (a
 * member, a helper, staff), never whether an actor may do something: that is `can` and `listScope`
 * (policy.ts, list-scope.ts). No code outside shared/src/access compares roles itself
 * (test/unit/no-role-tests.test.ts), so each of these rules has one home.
 */

/** The roles that work with members: their caseload is `patients`, and they are a member's `workers`. */
export type HelperRole = Extract<Role, 'Coordinator' | 'Volunteer'>;

/** Whether `role` is a member's (role Patient, spec 000 §6): the person whose health data the app holds. */
export function isMemberRole(role: string): role is 'Patient' {
  return role === 'Patient';
}

/** Whether `role` is staff: every role but a member's (Admin, Coordinator, Volunteer). */
export function isStaffRole(role: string): role is Exclude<Role, 'Patient'> {
  return role === 'Admin' || role === 'Coordinator' || role === 'Volunteer';
}

/**
 * Whether `role` is a helper's (Coordinator, Volunteer): who may be assigned to members, work their
 * follow-ups and be granted the Researcher permission.
 */
export function isHelperRole(role: string): role is HelperRole {
  return role === 'Coordinator' || role === 'Volunteer';
}

/** Whether `role` is a Coordinator's (a series template's coordinator, a facility's pool of follow-ups). */
export function isCoordinatorRole(role: string): role is 'Coordinator' {
  return role === 'Coordinator';
}

/** Whether `role` is a Volunteer's (volunteer information, the first helper to work a follow-up). */
export function isVolunteerRole(role: string): role is 'Volunteer' {
  return role === 'Volunteer';
}

/**
 * Whether two role values are the same role: a list filtered by a role the query names, a role change
 * that changes nothing. A fact about two values, never a rule about either.
 */
export function sameRole(a: string, b: string): boolean {
  return a === b;
}

/**
 * Whether `role` is one of `roles`: the list of roles a table entry is for (a menu entry, a route the
 * router guards), looked up. The table says who; this only reads it.
 */
export function isRoleAmong(role: string, roles: readonly string[]): boolean {
  return roles.includes(role);
}

/**
 * Whether `value` is one of the product's roles (spec 000 §6): a value from data or an audit record,
 * which may name something else (`Anonymous`), before it is shown by its role's label.
 */
export function isRole(value: string): value is Role {
  return isRoleAmong(value, ROLES);
}
