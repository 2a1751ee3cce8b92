/** Roles of the product (spec 000 §6, spec 002 §9); the one list the schemas, menus and policy use. */
export const ROLES = ['Admin', 'Coordinator', 'Volunteer', 'Patient'] as const;

/** A role of the product: the one `Role` type of web, functions and shared. */
export type Role = (typeof ROLES)[number];

/**
 * The signed-in user making a request, as stored (never as claimed by a request body): the one
 * `Actor` type of web, functions and shared. `can` allows nothing to a role it does not know, should
 * one ever reach it from data.
 */
export interface Actor {
  id: string;
  role: Role;
  facilityId?: string | null;
  /** Members assigned to this user (a Volunteer's or Coordinator's caseload). */
  patients: readonly string[];
  /** Workers assigned to this user (a member's helpers, a Coordinator's volunteers). */
  workers: readonly string[];
  /**
   * The Researcher permission an Admin granted this staff user (issue 26): research exports of
   * de-identified data. Absent means not granted.
   */
  researcher?: boolean;
}

/** An existing user or member an action concerns. */
export interface UserTarget {
  id: string;
  role: Role | (string & {});
  facilityId?: string | null;
  patients?: readonly string[];
  workers?: readonly string[];
  /** Account status; non-admins list active users only. */
  status?: string;
}

/** A user about to be created (no id yet). */
export interface NewUserTarget {
  role: Role | (string & {});
  facilityId?: string | null;
}

/** A series template, read by the members and helpers it lists. */
export interface SeriesTarget {
  memberList: readonly string[];
}

/** A facility-scoped item (public submission catchment, dashboard counts); no facility means unscoped. */
export interface ScopeTarget {
  facilityId?: string | null;
}

/** A note between two users: read and marked read by its receiver (and its sender). */
export interface NoteTarget {
  senderId: string;
  receiverId: string;
}

/**
 * A follow-up (issue 24): about a member of a facility, worked by its assignee (when a user), the
 * member's helpers and the Coordinators of that facility.
 */
export interface FollowupTarget {
  memberId: string;
  facilityId?: string | null;
  /** The user the follow-up is assigned to; absent while it waits in the facility's pool. */
  assigneeId?: string;
}

export type Target = UserTarget | NewUserTarget | SeriesTarget | ScopeTarget | NoteTarget | FollowupTarget;

/** Every row of ACCESS.md. */
export const ACTIONS = [
  'user.list',
  'user.view',
  'user.editProfile',
  'user.adminChange',
  'user.create',
  'user.setStatus',
  'user.assign',
  // Issue 21: turning a second factor off (an Admin's reset of someone's lost factor, a member's opt-out).
  'user.resetSecondFactor',
  'member.readHealth',
  'member.fillModule',
  'module.approve',
  // Deleting a member module or a series instance without answers (spec 001): Admins, assigned Coordinators.
  'memberModule.delete',
  'moduleTemplate.write',
  'moduleTemplate.read',
  'workbook.write',
  'seriesTemplate.write',
  'seriesTemplate.read',
  'seriesTemplate.assignMembers',
  'seriesInstance.start',
  'seriesInstance.delete',
  'project.any',
  'stickyNote.write',
  'stickyNote.read',
  'note.send',
  'note.read',
  // Marking a note read: its receiver only.
  'note.markRead',
  'publicSubmission.read',
  'adminDashboard.read',
  'audit.read',
  // Scheduled exports (issue 12): every member's reports, so Admins only.
  'export.read',
  // Follow-ups (issue 24): listing one's own, reading and working one, handing one to another helper.
  'followup.list',
  'followup.work',
  'followup.reassign',
  // A facility's list of services a referral names (issue 24): staff of the facility read, Admins write.
  'serviceList.read',
  'serviceList.write',
  // Research exports (issue 26): de-identified, consent-bound; Admins and staff granted Researcher.
  'research.export',
] as const;
export type Action = (typeof ACTIONS)[number];

/** How an actor stands to a user: the strongest relation that holds. */
export type Relation = 'self' | 'assigned' | 'facility' | 'none';

/**
 * Field groups of a person's profile (ACCESS.md 'edit profile fields'), each changed by its own set of
 * callers: `contact` (name, email, phone, address: everyone on themself, and staff who edit the
 * profile), `personal` (gender, date of birth, language: staff), `intake` (origin of contact, referral
 * details: staff, never the person), `admin` (facility, role, research ID: Admins, on their own routes).
 */
export const PROFILE_FIELD_GROUPS = ['contact', 'personal', 'intake', 'admin'] as const;
export type ProfileFieldGroup = (typeof PROFILE_FIELD_GROUPS)[number];
