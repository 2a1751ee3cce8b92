import * as z from 'zod';
import { defineRoute } from '../define';
import { peopleWriteEffects } from '../cache';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  allUsersResponseSchema,
  assignmentPatchBodySchema,
  checkDupsBodySchema,
  checkDupsResponseSchema,
  completeProgramBodySchema,
  enabledPatchBodySchema,
  facilitiesResponseSchema,
  facilityPatchBodySchema,
  passwordPatchBodySchema,
  profilePatchBodySchema,
  registerUserBodySchema,
  researchPatchBodySchema,
  rolePatchBodySchema,
  startProgramBodySchema,
  statusPatchBodySchema,
  terminateBodySchema,
  userListQuerySchema,
  userListResponseSchema,
  userProfileResponseSchema,
  userQueryBodySchema,
  userResponseSchema,
  volInfoPatchBodySchema,
} from '../../schemas/people';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const peopleErrors = [
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * User management of spec 002 §7 (issue 10). Decisions, where the spec is silent or puts several
 * updates on one path:
 * - Spec 002 §7 sends all profile, status, history, assignment, enabled, research and password
 *   updates to `PATCH users/{id}` (or an "Update" of unknown verb). Here each purpose has a
 *   sub-resource with one typed body: profile on `PATCH /api/users/{id}`, then `/facility`,
 *   `/role`, `/enabled`, `/research`, `/password`, `/status`, `/volinfo`, `/patients`, `/workers`,
 *   and the program actions `POST /programs/start`, `POST /programs/complete`, `POST /terminate`.
 *   Raw `statusHistory` is never accepted: the server writes the history (§4.2).
 * - Every update but assignment and password carries the `version` the caller read: stale → 409.
 * - A target outside the caller's scope answers 404 (ACCESS.md), a role that may not act 403.
 * - Answers of updates are `{ user }`, the full profile after the change (spec: 200 or 304; we
 *   answer 200 always).
 */
export const peopleRoutes = {
  /**
   * Users in the caller's scope (ACCESS.md 'list users'): Admin all, any status; Coordinator own
   * facility (and assigned), active only; Volunteer assigned members, active only; Patient 403.
   * Paged on the server (`page`, `limit`), sorted by name ascending by default.
   *
   * `assigned=true` narrows the scope to the caller's caseload (ACCESS.md relation 'assigned'), read
   * from the caller's stored user on every call. The member pickers of actions that need an assigned
   * member for a Coordinator send it with `role=Patient` (Start a Series page, Create Series Instance,
   * Start a Module page and Start Member Module dialog: 'series instances: start' and 'start / fill in
   * a member module'), so they offer only members the server will accept. Decisions: Admins are not
   * narrowed (they may start for any member, so their pickers keep every member); Volunteers already
   * list only their assigned members; pickers of facility-wide actions (assign volunteers, workbooks,
   * series template members) do not send it. `assigned=false` is the same as leaving it out.
   */
  usersList: defineRoute({
    name: 'usersList',
    method: 'GET',
    path: '/api/users',
    auth: 'user',
    errors: peopleErrors,
    query: userListQuerySchema,
    response: userListResponseSchema,
  }),
  /**
   * A profile with its member modules and sticky notes (spec 002 §2.1). `memberSurveys`: a member's
   * modules, newest first (at most 500), for callers who may read the member's health data (self,
   * assigned helpers, Admin), else `[]`; `stickyNotes` only for staff who may read them (never for the
   * member).
   */
  usersProfile: defineRoute({
    name: 'usersProfile',
    method: 'GET',
    path: '/api/users/1/{id}',
    auth: 'user',
    errors: [...peopleErrors, 'MEMBER_NOT_FOUND'],
    params: idParamsSchema,
    response: userProfileResponseSchema,
  }),
  /**
   * A typed filter, `{ filter: { ids } }` or `{ filter: { seriesId } }` (never a raw database filter),
   * answered `{ users, count }` with only the users the caller may list (the scope of `GET /api/users`:
   * Admin all; Coordinator own facility, active, and assigned; Volunteer assigned members; Patient 403).
   * Sorted by name ascending, not paged (at most 100 ids; a series lists few people).
   *
   * `seriesId` is a series template (`collections`) id; "who take part in" it are the users of its
   * `memberList` (the people the series is assigned to), not the members with an instance of it
   * (instances are health data, read through `GET /api/membercollections`). Decision: a series that does
   * not exist, or that the caller may not read (`GET /api/collections/{id}`: Admin and Coordinator any,
   * Volunteer only one listing them), answers 404 'Not found.', so a query never reveals a series the
   * caller cannot see; an archived series still answers its list.
   */
  usersQuery: defineRoute({
    name: 'usersQuery',
    method: 'POST',
    path: '/api/users/query',
    auth: 'user',
    invalidates: [],
    errors: peopleErrors,
    body: userQueryBodySchema,
    response: userListResponseSchema,
  }),
  /**
   * Staff create a user (spec 002 §4.5, §6): 201. Admin any role and facility; Coordinator
   * Coordinator/Volunteer/Patient in their own facility; others 403. The sign-in and the profile are
   * created together or not at all. The user must change the given password at first sign-in.
   */
  usersRegister: defineRoute({
    name: 'usersRegister',
    method: 'POST',
    path: '/api/users/register',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'FACILITY_UNKNOWN', 'ROLE_NOT_ALLOWED'],
    status: 201,
    body: registerUserBodySchema,
    response: userResponseSchema,
  }),
  /** Whether an email or phone is already used (wizard step 0): Admins and Coordinators only. */
  usersCheckDups: defineRoute({
    name: 'usersCheckDups',
    method: 'POST',
    path: '/api/users/checkdups',
    auth: 'user',
    invalidates: [],
    errors: peopleErrors,
    body: checkDupsBodySchema,
    response: checkDupsResponseSchema,
  }),
  /**
   * Profile fields (edit page §2.9, account page Profile tab): Admin any; Coordinator facility (not
   * Admins); self. Each field only by whom the policy's profile field groups allow (`canEditProfileFields`):
   * contact fields (name, email, phone, address) self and staff; gender, date of birth and language staff;
   * origin of contact and referral details staff, not on themselves. A body naming a field the caller may
   * not change answers 403 `FIELD_NOT_ALLOWED` with an issue per such field, and changes nothing.
   */
  usersUpdateProfile: defineRoute({
    name: 'usersUpdateProfile',
    method: 'PATCH',
    path: '/api/users/{id}',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'FIELD_NOT_ALLOWED'],
    params: idParamsSchema,
    body: profilePatchBodySchema,
    response: userResponseSchema,
  }),
  /** Admin only (spec 002 §6 'Change a user's facility'). */
  usersSetFacility: defineRoute({
    name: 'usersSetFacility',
    method: 'PATCH',
    path: '/api/users/{id}/facility',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'FACILITY_UNKNOWN'],
    params: idParamsSchema,
    body: facilityPatchBodySchema,
    response: userResponseSchema,
  }),
  /** Admin only; the sign-in group follows the role. */
  usersSetRole: defineRoute({
    name: 'usersSetRole',
    method: 'PATCH',
    path: '/api/users/{id}/role',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'NOT_SELF'],
    params: idParamsSchema,
    body: rolePatchBodySchema,
    response: userResponseSchema,
  }),
  /**
   * Enable or disable (spec 002 §2.10): Admin any; Coordinator facility (not Admins); nobody their own
   * account. Effective on the user's next request; a disabled user cannot sign in.
   */
  usersSetEnabled: defineRoute({
    name: 'usersSetEnabled',
    method: 'PATCH',
    path: '/api/users/{id}/enabled',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'NOT_SELF'],
    params: idParamsSchema,
    body: enabledPatchBodySchema,
    response: userResponseSchema,
  }),
  /** Creates the research ID once (Admin, members only); again answers the existing one. Spec path and verb. */
  usersResearchCreate: defineRoute({
    name: 'usersResearchCreate',
    method: 'GET',
    path: '/api/users/research/create/{id}',
    auth: 'user',
    errors: peopleErrors,
    params: idParamsSchema,
    response: userResponseSchema,
  }),
  /** Enables or disables an existing research ID (Admin). 409 `NO_RESEARCH_ID` when none was created. */
  usersSetResearch: defineRoute({
    name: 'usersSetResearch',
    method: 'PATCH',
    path: '/api/users/{id}/research',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'NO_RESEARCH_ID'],
    params: idParamsSchema,
    body: researchPatchBodySchema,
    response: userResponseSchema,
  }),
  /**
   * A new password (rule of §5.5). Self: clears `mustChangePassword`. Admin (any) or Coordinator
   * (facility, not Admins) for someone else: a reset, the user must change it at next sign-in.
   */
  usersSetPassword: defineRoute({
    name: 'usersSetPassword',
    method: 'PATCH',
    path: '/api/users/{id}/password',
    auth: 'user',
    invalidates: ['users'],
    errors: peopleErrors,
    params: idParamsSchema,
    body: passwordPatchBodySchema,
    status: 204,
    response: z.undefined(),
  }),
  /** Start Program (§2.5, §4.2): appends an open entry unless the open program is the same. */
  usersStartProgram: defineRoute({
    name: 'usersStartProgram',
    method: 'POST',
    path: '/api/users/{id}/programs/start',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'LIST_FULL', 'TERMINATED'],
    params: idParamsSchema,
    body: startProgramBodySchema,
    response: userResponseSchema,
  }),
  /** Complete Program (§4.2): sets the named open entry's end date. */
  usersCompleteProgram: defineRoute({
    name: 'usersCompleteProgram',
    method: 'POST',
    path: '/api/users/{id}/programs/complete',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'ENTRY_NOT_OPEN'],
    params: idParamsSchema,
    body: completeProgramBodySchema,
    response: userResponseSchema,
  }),
  /** Account page status save (§4.2): closes the last entry today and appends the new status. */
  usersSetStatus: defineRoute({
    name: 'usersSetStatus',
    method: 'PATCH',
    path: '/api/users/{id}/status',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'LIST_FULL'],
    params: idParamsSchema,
    body: statusPatchBodySchema,
    response: userResponseSchema,
  }),
  /** Termination (§4.2): closes every open entry, appends the terminated entry, sets the status. */
  usersTerminate: defineRoute({
    name: 'usersTerminate',
    method: 'POST',
    path: '/api/users/{id}/terminate',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'TERMINATED'],
    params: idParamsSchema,
    body: terminateBodySchema,
    response: userResponseSchema,
  }),
  /** A volunteer's information (History tab, volunteer view). */
  usersSetVolInfo: defineRoute({
    name: 'usersSetVolInfo',
    method: 'PATCH',
    path: '/api/users/{id}/volinfo',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'NOT_VOLUNTEER'],
    params: idParamsSchema,
    body: volInfoPatchBodySchema,
    response: userResponseSchema,
  }),
  /**
   * Members assigned to the worker `{id}` (Volunteer or Coordinator): add and remove member ids. Admin
   * any; Coordinator when worker and members are in their facility. One transaction per call.
   */
  usersAssignPatients: defineRoute({
    name: 'usersAssignPatients',
    method: 'PATCH',
    path: '/api/users/{id}/patients',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'LIST_FULL', 'NOT_WORKER'],
    params: idParamsSchema,
    body: assignmentPatchBodySchema,
    response: userResponseSchema,
  }),
  /** Helpers of the member `{id}`: add and remove worker ids. Same rules as `/patients`. */
  usersAssignWorkers: defineRoute({
    name: 'usersAssignWorkers',
    method: 'PATCH',
    path: '/api/users/{id}/workers',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'LIST_FULL', 'NOT_WORKER'],
    params: idParamsSchema,
    body: assignmentPatchBodySchema,
    response: userResponseSchema,
  }),
  /** A user's assigned members and helpers by role (spec 002 §7), for whoever may view the user. */
  usersGetAll: defineRoute({
    name: 'usersGetAll',
    method: 'GET',
    path: '/api/users/getAllUsers/{id}',
    auth: 'user',
    errors: peopleErrors,
    params: idParamsSchema,
    response: allUsersResponseSchema,
  }),
  /**
   * Deletes a user (Admin; not oneself): the sign-in, the profile, their notes and sticky notes (later
   * also modules and series instances), and their place in others' assignments. The audit keeps an
   * event `user.delete` naming only the opaque id.
   */
  usersDelete: defineRoute({
    name: 'usersDelete',
    method: 'DELETE',
    path: '/api/users/{id}',
    auth: 'user',
    invalidates: peopleWriteEffects,
    errors: [...peopleErrors, 'NOT_SELF'],
    params: idParamsSchema,
    status: 204,
    response: z.undefined(),
  }),
  /** Facilities (spec 002 §7): Admins all (the facility dropdown), everyone else their own. */
  facilitiesList: defineRoute({
    name: 'facilitiesList',
    method: 'GET',
    path: '/api/facilities',
    auth: 'user',
    errors: peopleErrors,
    response: facilitiesResponseSchema,
  }),
};
