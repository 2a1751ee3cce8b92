import type { Action, Actor, Role } from './types';

/**
 * Which records a list or count of an action spans for a role, where `can` answers item by item:
 * - `all`: every record (every member, facility, export; the programme's counts);
 * - `facility`: the actor's facility's (a Coordinator's users, counts, service list; for `followup.list`
 *   the facility's pool of follow-ups besides the actor's own);
 * - `caseload`: the actor's assigned members' (a helper's `patients`);
 * - `own`: the actor's own (a member's modules, a researcher's exports, the series templates that list
 *   them, a Coordinator's own workbook assignments, the follow-ups assigned to them);
 * - `none`: nothing (the role may not do the action at all).
 */
export type ListScope = 'all' | 'facility' | 'caseload' | 'own' | 'none';

type ScopedAction = Extract<
  Action,
  | 'user.list'
  | 'user.create'
  | 'member.readHealth'
  | 'seriesTemplate.read'
  | 'workbook.write'
  | 'adminDashboard.read'
  | 'followup.list'
  | 'serviceList.read'
  | 'research.export'
>;

/**
 * The spans of ACCESS.md's list rows (a missing role spans nothing). `user.create` is where a new user
 * may be placed (so which facilities the facility pickers offer); `workbook.write` for whom workbooks
 * may be assigned as default (a Coordinator only for themself).
 */
const SCOPES: Record<ScopedAction, Partial<Record<Role, ListScope>>> = {
  'user.list': { Admin: 'all', Coordinator: 'facility', Volunteer: 'caseload' },
  'user.create': { Admin: 'all', Coordinator: 'facility' },
  'member.readHealth': { Admin: 'all', Coordinator: 'caseload', Volunteer: 'caseload', Patient: 'own' },
  'seriesTemplate.read': { Admin: 'all', Coordinator: 'all', Volunteer: 'own', Patient: 'own' },
  'workbook.write': { Admin: 'all', Coordinator: 'own' },
  'adminDashboard.read': { Admin: 'all', Coordinator: 'facility' },
  'followup.list': { Admin: 'own', Coordinator: 'facility', Volunteer: 'own' },
  'serviceList.read': { Admin: 'all', Coordinator: 'facility', Volunteer: 'facility' },
  'research.export': { Admin: 'all', Coordinator: 'own', Volunteer: 'own' },
};

/** The actions whose lists have a span (for the table test). */
export const SCOPED_ACTIONS = Object.keys(SCOPES) as ScopedAction[];

/**
 * The span of `actor`'s lists of `action` (see `ListScope`): which records the server reads before it
 * asks `can` of each, and which it may read without asking (an Admin's `all`). Unknown roles span nothing.
 */
export function listScope(actor: Pick<Actor, 'role'>, action: ScopedAction): ListScope {
  return SCOPES[action][actor.role] ?? 'none';
}
