import type {
  Action,
  Actor,
  FollowupTarget,
  NewUserTarget,
  NoteTarget,
  ProfileFieldGroup,
  Relation,
  Role,
  ScopeTarget,
  SeriesTarget,
  Target,
  UserTarget,
} from './types';

function isUserTarget(target: Target | undefined): target is UserTarget {
  return target !== undefined && 'id' in target && 'role' in target;
}

function isNewUserTarget(target: Target | undefined): target is NewUserTarget {
  return target !== undefined && 'role' in target && !('id' in target);
}

function isNoteTarget(target: Target | undefined): target is NoteTarget {
  return target !== undefined && 'receiverId' in target && 'senderId' in target;
}

function isSeriesTarget(target: Target | undefined): target is SeriesTarget {
  return target !== undefined && 'memberList' in target;
}

function isFollowupTarget(target: Target | undefined): target is FollowupTarget {
  return target !== undefined && 'memberId' in target;
}

/** A facility-scoped item: a target of none of the other kinds. */
function isScopeTarget(target: Target): target is ScopeTarget {
  return !(
    isUserTarget(target) ||
    isSeriesTarget(target) ||
    isNewUserTarget(target) ||
    isNoteTarget(target) ||
    isFollowupTarget(target)
  );
}

function sameFacility(actor: Actor, facilityId: string | null | undefined): boolean {
  return typeof actor.facilityId === 'string' && actor.facilityId !== '' && actor.facilityId === facilityId;
}

/** Whether the two users are assigned to each other in either direction (ACCESS.md "assigned"). */
function isAssigned(actor: Actor, target: UserTarget): boolean {
  return (
    actor.patients.includes(target.id) ||
    actor.workers.includes(target.id) ||
    (target.workers ?? []).includes(actor.id) ||
    (target.patients ?? []).includes(actor.id)
  );
}

/** The policy's view of a member (role Patient) by id: what modules, series and reports are about. */
export function memberTarget(id: string): UserTarget {
  return { id, role: 'Patient' };
}

/**
 * The strongest relation of an actor to a user (ACCESS.md): self, then assigned (in either
 * direction), then same facility, else none.
 */
export function relationOf(actor: Actor, target: UserTarget): Relation {
  if (actor.id === target.id) return 'self';
  if (isAssigned(actor, target)) return 'assigned';
  if (sameFacility(actor, target.facilityId)) return 'facility';
  return 'none';
}

/**
 * Roles an actor may give a new user (spec 002 §6): Admin any role; Coordinator any but Admin;
 * nobody else creates users.
 */
export function canCreateRole(actor: Actor, role: string): boolean {
  const roles: readonly string[] = ['Admin', 'Coordinator', 'Volunteer', 'Patient'];
  if (!roles.includes(role)) return false;
  if (actor.role === 'Admin') return true;
  return actor.role === 'Coordinator' && role !== 'Admin';
}

type Check = (actor: Actor, target: Target | undefined) => boolean;
type RolePolicy = Partial<Record<Role, Check>>;

const always: Check = () => true;

/** A rule about a user target; without a target it answers whether the role may act on some user. */
function onUser(test: (actor: Actor, target: UserTarget) => boolean): Check {
  return (actor, target) => (target === undefined ? true : isUserTarget(target) && test(actor, target));
}

const self = onUser((a, t) => a.id === t.id);
const assigned = onUser((a, t) => a.id === t.id || isAssigned(a, t));
/** An assigned member (role Patient) other than the actor: whose health data helpers may handle. */
const assignedMember = onUser((a, t) => a.id !== t.id && t.role === 'Patient' && isAssigned(a, t));
const facilityNotAdmin = onUser((a, t) => sameFacility(a, t.facilityId) && t.role !== 'Admin');
const facility = onUser((a, t) => sameFacility(a, t.facilityId));
const activeOnly = (t: UserTarget): boolean => t.status === undefined || t.status === 'active';

/** A rule about a facility-scoped item; without a target it answers whether the role may act on some. */
function onScope(test: (actor: Actor, target: ScopeTarget) => boolean): Check {
  return (actor, target) => target === undefined || (isScopeTarget(target) && test(actor, target));
}

/** Facility-scoped items: allowed without a facility on the item (unscoped) or in the actor's facility. */
const facilityScope = onScope(
  (actor, target) =>
    target.facilityId === undefined || target.facilityId === null || sameFacility(actor, target.facilityId),
);

/** The actor's own facility's items only (an item of no facility is nobody's). */
const ownFacility = onScope((actor, target) => sameFacility(actor, target.facilityId));

/** A rule about a follow-up; without a target it answers whether the role may work some follow-up. */
function onFollowup(test: (actor: Actor, target: FollowupTarget) => boolean): Check {
  return (actor, target) => target === undefined || (isFollowupTarget(target) && test(actor, target));
}

/**
 * Who works a follow-up besides Admins: its assignee, the member's helpers (who may read the member's
 * health data, by the actor's stored caseload) and, for a Coordinator, the staff of the member's facility.
 */
const worksFollowup = (facilityToo: boolean) =>
  onFollowup(
    (a, f) =>
      f.assigneeId === a.id ||
      (facilityToo && sameFacility(a, f.facilityId)) ||
      assignedMember(a, memberTarget(f.memberId)),
  );

/** Own notes only: received, or sent by the actor. */
const ownNote: Check = (actor, target) =>
  target === undefined ||
  (isNoteTarget(target) && (target.receiverId === actor.id || target.senderId === actor.id));

/** Received notes only. */
const receivedNote: Check = (actor, target) =>
  target === undefined || (isNoteTarget(target) && target.receiverId === actor.id);

/** Staff an Admin granted the Researcher permission (issue 26). */
const researcher: Check = (actor) => actor.researcher === true;

const seriesListing: Check = (actor, target) =>
  target === undefined || (isSeriesTarget(target) && target.memberList.includes(actor.id));

/** Who may view a user: Admin any; Coordinator assigned members and workers; Volunteer assigned members. */
const viewRules: RolePolicy = {
  Admin: onUser(() => true),
  Coordinator: assigned,
  Volunteer: onUser((a, t) => a.id === t.id || (t.role === 'Patient' && isAssigned(a, t))),
  Patient: self,
};

/**
 * The policy of ACCESS.md, one entry per action and role; a missing role is denied. Decisions: every
 * user may view and edit their own account (own contact fields and password); a Coordinator's own
 * record counts as part of their facility.
 */
const POLICY: Record<Action, RolePolicy> = {
  'user.list': {
    Admin: onUser(() => true),
    Coordinator: onUser((a, t) => (sameFacility(a, t.facilityId) || isAssigned(a, t)) && activeOnly(t)),
    Volunteer: onUser((a, t) => a.id !== t.id && isAssigned(a, t) && t.role === 'Patient' && activeOnly(t)),
  },
  'user.view': viewRules,
  'user.editProfile': {
    Admin: onUser(() => true),
    Coordinator: onUser((a, t) => a.id === t.id || (sameFacility(a, t.facilityId) && t.role !== 'Admin')),
    Volunteer: self,
    Patient: self,
  },
  'user.adminChange': { Admin: onUser(() => true) },
  'user.create': {
    Admin: (a, t) => t === undefined || (isNewUserTarget(t) && canCreateRole(a, t.role)),
    Coordinator: (a, t) =>
      t === undefined || (isNewUserTarget(t) && canCreateRole(a, t.role) && sameFacility(a, t.facilityId)),
  },
  'user.setStatus': { Admin: onUser(() => true), Coordinator: facilityNotAdmin },
  'user.assign': { Admin: onUser(() => true), Coordinator: facility },
  // Issue 21: staff never turn their own second factor off (only another Admin resets it); a member may.
  'user.resetSecondFactor': { Admin: onUser((a, t) => a.id !== t.id), Patient: self },
  'member.readHealth': {
    Admin: onUser(() => true),
    Coordinator: assignedMember,
    Volunteer: assignedMember,
    Patient: self,
  },
  'member.fillModule': {
    Admin: onUser(() => true),
    Coordinator: assignedMember,
    Volunteer: assignedMember,
    Patient: self,
  },
  'module.approve': { Admin: onUser(() => true), Coordinator: assignedMember },
  'memberModule.delete': { Admin: onUser(() => true), Coordinator: assignedMember },
  'moduleTemplate.write': { Admin: always },
  'moduleTemplate.read': { Admin: always, Coordinator: always, Volunteer: always },
  'workbook.write': { Admin: always, Coordinator: always },
  'seriesTemplate.write': { Admin: always },
  'seriesTemplate.read': {
    Admin: always,
    Coordinator: always,
    Volunteer: seriesListing,
    Patient: seriesListing,
  },
  'seriesTemplate.assignMembers': { Admin: onUser(() => true), Coordinator: facility },
  'seriesInstance.start': { Admin: onUser(() => true), Coordinator: assignedMember },
  'seriesInstance.delete': { Admin: onUser(() => true), Coordinator: assignedMember },
  'project.any': { Admin: always },
  'stickyNote.write': { Admin: onUser(() => true), Coordinator: assignedMember, Volunteer: assignedMember },
  'stickyNote.read': { Admin: onUser(() => true), Coordinator: assignedMember, Volunteer: assignedMember },
  'note.send': {
    Admin: onUser(() => true),
    Coordinator: viewRules.Coordinator,
    Volunteer: viewRules.Volunteer,
    Patient: onUser((a, t) => a.workers.includes(t.id) || (t.patients ?? []).includes(a.id)),
  },
  'note.read': { Admin: ownNote, Coordinator: ownNote, Volunteer: ownNote, Patient: ownNote },
  'note.markRead': {
    Admin: receivedNote,
    Coordinator: receivedNote,
    Volunteer: receivedNote,
    Patient: receivedNote,
  },
  'publicSubmission.read': { Admin: always, Coordinator: facilityScope },
  'adminDashboard.read': { Admin: always, Coordinator: facilityScope },
  'audit.read': { Admin: always },
  'export.read': { Admin: always },
  // Issue 24: members never see follow-ups (only whether someone will be in touch).
  'followup.list': { Admin: always, Coordinator: always, Volunteer: always },
  'followup.work': {
    Admin: onFollowup(() => true),
    Coordinator: worksFollowup(true),
    Volunteer: worksFollowup(false),
  },
  'followup.reassign': { Admin: onFollowup(() => true), Coordinator: worksFollowup(true) },
  'serviceList.read': { Admin: always, Coordinator: ownFacility, Volunteer: ownFacility },
  'serviceList.write': { Admin: always },
  // Issue 26: staff an Admin granted the Researcher permission; never a member (the grant refuses them).
  'research.export': { Admin: always, Coordinator: researcher, Volunteer: researcher },
};

/**
 * Whether `actor` may do `action` on `target` (ACCESS.md), used by the API to enforce and by the web app
 * to hide. Without a target it answers whether the role may do the action at all (on some target), so
 * list endpoints then filter item by item with a target. Unknown roles are allowed nothing.
 */
export function can(actor: Actor, action: Action, target?: Target): boolean {
  const check = POLICY[action][actor.role];
  return check !== undefined && check(actor, target);
}

/**
 * The fields of each profile field group: the paths of the profile update body (`PATCH /api/users/{id}`,
 * info fields under `info.`), and for `admin` the fields of the Admin routes (`/facility`, `/role`,
 * `/research`). Programs, status and volunteer information have routes of their own (`user.setStatus`).
 */
export const PROFILE_FIELDS: Readonly<Record<ProfileFieldGroup, readonly string[]>> = {
  contact: ['email', 'phone', 'info.name', 'info.street', 'info.city', 'info.province', 'info.postalCode'],
  personal: ['info.gender', 'info.genderOther', 'info.dateOfBirth', 'info.language', 'info.languageOther'],
  intake: ['originOfContact', 'referralDetails'],
  admin: ['facilityId', 'role', 'research'],
};

/**
 * Who may change each field group (ACCESS.md 'edit profile fields', 'change facility, role, research ID').
 * Decisions: a person changes their own contact fields only (name included: it is how they are
 * addressed); gender, date of birth and language are kept by staff (a Coordinator's own record counts as
 * part of their facility, as for `user.editProfile`); intake is a staff record about how someone came,
 * so nobody but an Admin changes their own.
 */
const FIELD_POLICY: Record<ProfileFieldGroup, RolePolicy> = {
  contact: POLICY['user.editProfile'],
  personal: {
    Admin: onUser(() => true),
    Coordinator: onUser((a, t) => a.id === t.id || (sameFacility(a, t.facilityId) && t.role !== 'Admin')),
  },
  intake: {
    Admin: onUser(() => true),
    Coordinator: onUser((a, t) => a.id !== t.id && sameFacility(a, t.facilityId) && t.role !== 'Admin'),
  },
  admin: POLICY['user.adminChange'],
};

/**
 * Whether `actor` may change the fields of `group` on the user `target` (without a target: on some
 * user). The API refuses a profile update that names a field the caller may not change; the web app
 * offers only the fields this allows.
 */
export function canEditProfileFields(actor: Actor, group: ProfileFieldGroup, target?: UserTarget): boolean {
  const check = FIELD_POLICY[group][actor.role];
  return check !== undefined && check(actor, target);
}

/** The group of a profile field path (`info.city` → `contact`), or undefined for a path of no group. */
export function profileFieldGroupOf(path: string): ProfileFieldGroup | undefined {
  const groups = Object.keys(PROFILE_FIELDS) as ProfileFieldGroup[];
  return groups.find((group) => PROFILE_FIELDS[group].includes(path));
}

/**
 * The paths of `paths` that `actor` may not change on `target`, in their order: a path of no group is
 * never allowed. Empty when every path may be changed.
 */
export function refusedProfileFields(actor: Actor, target: UserTarget, paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const group = profileFieldGroupOf(path);
    return group === undefined || !canEditProfileFields(actor, group, target);
  });
}
