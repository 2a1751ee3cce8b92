import { listScope } from '@circles/shared/access/list-scope';
import { can, relationOf } from '@circles/shared/access/policy';
import { isMemberRole, sameRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { normaliseEmail, toE164Phone } from '@circles/shared/rules/contact';
import { cleanName } from '@circles/shared/rules/text';
import type { MemberModuleSummary } from '@circles/shared/schemas/module';
import type {
  Facility,
  StickyNote,
  UserDetail,
  UserListQuery,
  UserQueryFilter,
  UserSummary,
} from '@circles/shared/schemas/people';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { toMemberModuleSummary, type MemberModulesRepository } from '../modules/module-records';
import type { PeopleRepository, StickyNotesRepository } from './people-ports';
import type { AuditLog } from '../members/ports';
import type { SeriesRepository } from '../series/series-records';
import { forbiddenError as forbidden, userInScope } from '../members/scope';
import { targetOf, toUserDetail, type UserRecord } from '../members/user-record';

/** What the people use cases need: repositories, the audit log and the clock. */
export interface PeopleDeps {
  people: PeopleRepository;
  stickyNotes: StickyNotesRepository;
  /** The member's modules for the profile (one Query of the member's index partition). */
  memberModules: Pick<MemberModulesRepository, 'listByMember'>;
  audit: AuditLog;
  now: () => Date;
}

/** How many of a member's modules the profile lists (newest first). */
export const PROFILE_MODULES_LIMIT = 500;

/** The people routes' 404 of a user who is missing or outside the caller's scope (not revealed). */
export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Not found.');
}

/** A list row of a stored user. */
export function toSummary(u: UserRecord): UserSummary {
  return {
    _id: u.id,
    role: u.role,
    name: u.info.name,
    email: u.email,
    phone: u.phone,
    status: u.status,
    enabled: u.enabled,
    facilityId: u.facilityId,
    facilityName: u.facilityName,
    createdAt: u.createdAt,
    version: u.version,
    ...(u.researcher ? { researcher: true } : {}),
  };
}

/** The people deps as the scope loader reads users (`userInScope`). */
export const usersOf = (deps: Pick<PeopleDeps, 'people' | 'audit' | 'now'>) => ({
  users: deps.people,
  audit: deps.audit,
  now: deps.now,
});

/** Who may see a profile and its assignments; a user outside the caller's scope is a 404 (audited). */
const viewRule = { action: 'user.view', event: 'user.view' } as const;

/**
 * Everyone in the actor's list scope (ACCESS.md 'list users'), read with Query and Get only. With
 * `assignedOnly` (`GET /api/users?assigned=true`) a Coordinator's scope is their stored caseload alone
 * (their `patients` and `workers`, never ids from the request), as a Volunteer's always is; an Admin's
 * is not narrowed (Admins act for any member).
 */
async function usersInScope(deps: PeopleDeps, actor: Actor, assignedOnly: boolean): Promise<UserRecord[]> {
  if (!can(actor, 'user.list')) throw forbidden();
  const scope = listScope(actor, 'user.list');
  let candidates: UserRecord[];
  if (scope === 'all') candidates = await deps.people.listAll();
  else if (scope === 'facility') {
    const [own, linked] = await Promise.all([
      actor.facilityId && !assignedOnly
        ? deps.people.listInFacility(actor.facilityId, true)
        : Promise.resolve([]),
      deps.people.getMany([...actor.patients, ...actor.workers]),
    ]);
    const byId = new Map([...own, ...linked].map((u) => [u.id, u]));
    candidates = [...byId.values()];
  } else candidates = await deps.people.getMany(actor.patients);
  const narrowed = assignedOnly && scope !== 'all';
  return candidates.filter((u) => {
    const target = targetOf(u);
    return can(actor, 'user.list', target) && (!narrowed || relationOf(actor, target) === 'assigned');
  });
}

function matches(u: UserRecord, q: UserListQuery): boolean {
  const has = (value: string | undefined, part: string | undefined) =>
    !part || (value ?? '').toLowerCase().includes(part.toLowerCase());
  return (
    // Names stored before they were kept in one form are compared in it too (the query is in it).
    (!q.name || has(cleanName(u.info.name), q.name)) &&
    has(u.email, q.email) &&
    (!q.role || sameRole(u.role, q.role)) &&
    (!q.enabled || String(u.enabled) === q.enabled) &&
    (!q.status || u.status === q.status)
  );
}

function sortValue(u: UserSummary, field: UserListQuery['sort']): string {
  return (field === 'name' ? u.name : (u[field] ?? '')).toLocaleLowerCase('en');
}

/**
 * `GET /api/users`: the users in scope matching the filters, sorted and paged on the server. The scope
 * (a facility, a caseload, or all for Admins) is read whole so that `count` and the name sort are exact
 * across pages; one audit event records the list read.
 */
export async function listUsers(
  deps: PeopleDeps,
  actor: Actor,
  query: UserListQuery,
): Promise<{ count: number; users: UserSummary[] }> {
  const rows = (await usersInScope(deps, actor, query.assigned === 'true'))
    .filter((u) => matches(u, query))
    .map(toSummary);
  const direction = query.order === 'desc' ? -1 : 1;
  rows.sort(
    (a, b) =>
      direction * sortValue(a, query.sort).localeCompare(sortValue(b, query.sort), 'en') ||
      a._id.localeCompare(b._id),
  );
  await audit(deps, actor, 'user.list', actor.id, 'allowed');
  const start = query.page * query.limit;
  return { count: rows.length, users: rows.slice(start, start + query.limit) };
}

/** What `POST /api/users/query` needs beyond the people deps: a series template by id (one Get). */
export interface UserQueryDeps extends PeopleDeps {
  seriesTemplates: Pick<SeriesRepository, 'getTemplate'>;
}

/**
 * `POST /api/users/query`: the users of the filter (`{ ids }`, or the `memberList` of the series template
 * `{ seriesId }`) that the caller may list, read with Get and BatchGet only. A series that is missing or
 * not readable by the caller is audited as denied and answers 404.
 */
export async function queryUsers(
  deps: UserQueryDeps,
  actor: Actor,
  filter: UserQueryFilter,
): Promise<{ count: number; users: UserSummary[] }> {
  if (!can(actor, 'user.list')) throw forbidden();
  let ids: readonly string[];
  if ('ids' in filter) ids = filter.ids;
  else {
    const series = await deps.seriesTemplates.getTemplate(filter.seriesId);
    if (!series || !can(actor, 'seriesTemplate.read', { memberList: series.memberList })) {
      await audit(deps, actor, 'user.query', filter.seriesId, 'denied');
      throw notFound();
    }
    ids = series.memberList;
  }
  const found = (await deps.people.getMany(ids)).filter((u) => can(actor, 'user.list', targetOf(u)));
  await audit(deps, actor, 'user.query', actor.id, 'allowed');
  const users = found
    .map(toSummary)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a._id.localeCompare(b._id));
  return { count: users.length, users };
}

/**
 * `GET /api/users/1/{id}`: the profile, with sticky notes for staff who may read them (never for the
 * member themself) and, for a member, their modules (newest first, up to PROFILE_MODULES_LIMIT) when the
 * caller may read the member's health data (ACCESS.md: self, assigned helpers, Admin). Audited either way.
 */
export async function getProfile(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
): Promise<{ user: UserDetail; memberSurveys: MemberModuleSummary[]; stickyNotes: StickyNote[] }> {
  const target = await userInScope(usersOf(deps), actor, id, viewRule, notFound);
  const member = isMemberRole(target.role);
  const [stickyNotes, modules] = await Promise.all([
    member && can(actor, 'stickyNote.read', targetOf(target)) ? deps.stickyNotes.listFor(id) : [],
    member && can(actor, 'member.readHealth', targetOf(target))
      ? deps.memberModules.listByMember(id, PROFILE_MODULES_LIMIT)
      : [],
  ]);
  await audit(deps, actor, 'user.view', id, 'allowed');
  return {
    user: toUserDetail(target, actor),
    memberSurveys: modules.map(toMemberModuleSummary),
    stickyNotes,
  };
}

/**
 * `GET /api/users/getAllUsers/{id}`: the members assigned to user `{id}` and their helpers by role,
 * for whoever may view `{id}` (who is assigned to a profile is part of the profile).
 */
export async function getAssignedUsers(deps: PeopleDeps, actor: Actor, id: string) {
  const target = await userInScope(usersOf(deps), actor, id, viewRule, notFound);
  const [members, workers] = await Promise.all([
    deps.people.getMany(target.patients),
    deps.people.getMany(target.workers),
  ]);
  await audit(deps, actor, 'user.viewAssignments', id, 'allowed');
  const byName = (a: UserSummary, b: UserSummary) => a.name.localeCompare(b.name, 'en');
  const ofRole = (role: string) =>
    workers
      .filter((w) => sameRole(w.role, role))
      .map(toSummary)
      .sort(byName);
  return {
    patients: members.map(toSummary).sort(byName),
    admins: ofRole('Admin'),
    coordinators: ofRole('Coordinator'),
    volunteers: ofRole('Volunteer'),
  };
}

/** `GET /api/facilities`: Admins all (the facility dropdown), everyone else their own. */
export async function listFacilities(deps: PeopleDeps, actor: Actor): Promise<{ facilities: Facility[] }> {
  // Whoever may place a user in any facility picks from all of them.
  const all =
    listScope(actor, 'user.create') === 'all'
      ? await deps.people.facilities()
      : actor.facilityId
        ? [await deps.people.facility(actor.facilityId)].filter((f) => f !== undefined)
        : [];
  return {
    facilities: all
      .map((f) => ({ _id: f.id, name: f.name, prefix: f.prefix }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  };
}

/** `POST /api/users/checkdups`: whether the email or phone is taken; only for those who create users. */
export async function checkDuplicate(
  deps: PeopleDeps,
  actor: Actor,
  body: { email: string } | { phone: string },
): Promise<{ exists: boolean }> {
  if (!can(actor, 'user.create')) throw forbidden();
  const owner =
    'email' in body
      ? await deps.people.findIdByEmail(normaliseEmail(body.email))
      : await deps.people.findIdByPhone(toE164Phone(body.phone));
  return { exists: owner !== undefined };
}
