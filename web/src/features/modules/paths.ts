import type { Role } from '@circles/shared/access/types';
import { areaPrefix } from '../../lib/area-prefix';

/** Where the module links of spec 001 §2.1, §2.4–2.6 go. */
export const modulePaths = {
  management: '/administration/booklets/management',
  templateView: (id: string) => `/administration/booklets/template/view/${encodeURIComponent(id)}`,
  templateEdit: (id: string) => `/administration/booklets/template/edit/${encodeURIComponent(id)}`,
  userView: (id: string) => `/administration/booklets/user/view/${encodeURIComponent(id)}`,
  userEdit: (id: string) => `/administration/booklets/user/edit/${encodeURIComponent(id)}`,
  /** The fill-in page of the role's mode. */
  fill: (role: Role, id: string) => `${areaPrefix(role)}/booklets/user/edit/${encodeURIComponent(id)}`,
  completing: (id: string) => `/booklet/${encodeURIComponent(id)}`,
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
  /** The Start a Module page (spec 001 §2.2; the spec gives it no path). */
  start: '/booklets/start',
  /** The older member-surveys list (spec 001 §2.9; the spec gives it no path). */
  memberSurveys: '/booklets',
};

/** Router state a link to the Start a Module page may carry: the member to start for, preselected. */
export interface StartModuleFor {
  member: { id: string; name: string };
}

/** The preselected member of a location's `state`, if it carries one. */
export function startModuleForOf(state: unknown): StartModuleFor['member'] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const m = (state as Partial<StartModuleFor>).member;
  return m && typeof m.id === 'string' && typeof m.name === 'string' ? { id: m.id, name: m.name } : undefined;
}
