import { defineRoute } from '../define';
import { seriesWriteEffects } from '../cache';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  seriesTemplateAssignMemberBodySchema,
  seriesTemplateAssignProjectBodySchema,
  seriesTemplateCreateBodySchema,
  seriesTemplateDeleteResponseSchema,
  seriesTemplateListResponseSchema,
  seriesTemplateResponseSchema,
  seriesInstanceCreateBodySchema,
  seriesInstanceDeleteResponseSchema,
  seriesInstanceListQuerySchema,
  seriesInstanceListResponseSchema,
  seriesInstanceResponseSchema,
  memberSeriesTabResponseSchema,
  userIdParamsSchema,
} from '../../schemas/series';
import { memberSeriesDashboardResponseSchema } from '../../schemas/reports';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const seriesErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
  'TEMPLATE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/**
 * Series templates (`collections`) and series instances (`membercollections`) of spec 001 §7, served by
 * the `series` area. Access as ACCESS.md: 403 for a role that may never do the call, 404 for a target
 * outside the caller's scope; every change and every read of a member's instance is audited.
 *
 * Decisions where the spec is silent:
 * - Series templates: create, assign coordinator/project and delete are Admin only. Admin and
 *   Coordinator read all; a Volunteer or Patient reads only those whose memberList includes them
 *   (others 404). Assign member: Admin any user, Coordinator users of their facility (404 otherwise).
 * - The spec's Start a Series page posts `patientId` to `POST /api/collections`; here starting an
 *   instance is always `POST /api/membercollections`, and `POST /api/collections` only creates templates.
 * - Deleting a series template that has instances **archives** it (as module templates): it leaves the
 *   list, stays readable by id, cannot be started again; its instances and their modules are unchanged.
 *   A template without instances is removed (and unlinked from its projects in the same transaction);
 *   one listing more than 98 users is archived too (removing deletes a listing item per user, and the
 *   whole delete must fit one DynamoDB transaction of 100 items).
 * - Starting an instance copies every module template of the series into a member module (linked by
 *   `memberCollection`), all in one transaction; an archived or missing template → 404.
 *   Admin: any member; Coordinator: assigned members (ACCESS.md "series instances: start").
 * - An instance's `completeness` is the share of its chapters at 100, rounded; the server moves it in
 *   the same transaction as each module save. `complete` is true when all chapters are at 100.
 * - Deleting an instance (Admin, or a Coordinator assigned to the member) never loses answers: when
 *   any chapter has answers (completeness above 0) it is refused with 409; otherwise the instance and
 *   its empty modules are removed in one transaction.
 * - Assign member/coordinator adds at most 49 users a call (400 'Choose at most 49 people at a time.'):
 *   the template, one listing item and one audit event per user added (`memberId` the user, `recordId`
 *   the template id) are one transaction of at most 100 items.
 */
export const seriesRoutes = {
  /** Series templates the caller may read, newest first; archived ones left out. `{ collectionList }` */
  collectionsList: defineRoute({
    name: 'collectionsList',
    method: 'GET',
    path: '/api/collections',
    auth: 'user',
    errors: seriesErrors,
    response: seriesTemplateListResponseSchema,
  }),
  /** One series template (archived ones too). `{ collection }` */
  collectionsGet: defineRoute({
    name: 'collectionsGet',
    method: 'GET',
    path: '/api/collections/{id}',
    auth: 'user',
    errors: seriesErrors,
    params: idParamsSchema,
    response: seriesTemplateResponseSchema,
  }),
  /**
   * Creates a series template (Admin): a name and module template ids, each once. 400 with the spec's
   * 'Unable create Series. …' text when either is empty; 404 when a template is missing or archived.
   */
  collectionsCreate: defineRoute({
    name: 'collectionsCreate',
    method: 'POST',
    path: '/api/collections',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...seriesErrors, 'SERIES_TOO_LARGE'],
    status: 201,
    body: seriesTemplateCreateBodySchema,
    response: seriesTemplateResponseSchema,
  }),
  /** Deletes a series template (Admin), or archives it when instances exist (`archived: true`). */
  collectionsDelete: defineRoute({
    name: 'collectionsDelete',
    method: 'DELETE',
    path: '/api/collections/{id}',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [
      'EMAIL_TAKEN',
      'MEMBER_NOT_FOUND',
      'NOT_FOUND',
      'NOT_MEMBER',
      'PHONE_TAKEN',
      'SERIES_NOT_FOUND',
      'STALE_VERSION',
    ],
    params: idParamsSchema,
    response: seriesTemplateDeleteResponseSchema,
  }),
  /**
   * Adds users to a series template's memberList. `as: 'member'` (Admin, Coordinator for their
   * facility's users): Patients and Volunteers; `as: 'coordinator'` (Admin only): Coordinators only,
   * else 400. Users already listed are left as they are. `{ collection }`
   */
  collectionsAssignMember: defineRoute({
    name: 'collectionsAssignMember',
    method: 'POST',
    path: '/api/collections/assign/member',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...seriesErrors, 'LIST_FULL', 'USER_NOT_FOUND'],
    body: seriesTemplateAssignMemberBodySchema,
    response: seriesTemplateResponseSchema,
  }),
  /** Adds a series to projects (Admin): the series and each project change in one transaction. */
  collectionsAssignProject: defineRoute({
    name: 'collectionsAssignProject',
    method: 'POST',
    path: '/api/collections/assign/project',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...seriesErrors, 'LIST_FULL'],
    body: seriesTemplateAssignProjectBodySchema,
    response: seriesTemplateResponseSchema,
  }),
  /**
   * Series instances the caller may read, newest first: Admin all; Coordinator and Volunteer their
   * assigned members'; Patient their own. `collectionTemplate` and `member` narrow the list (a member
   * outside the caller's scope → 404). `{ memberCollectionList }`
   */
  memberCollectionsList: defineRoute({
    name: 'memberCollectionsList',
    method: 'GET',
    path: '/api/membercollections',
    auth: 'user',
    errors: seriesErrors,
    query: seriesInstanceListQuerySchema,
    response: seriesInstanceListResponseSchema,
  }),
  /** The series viewer's data: patient, chapter templates, member chapters, overall completeness. */
  memberCollectionsGet: defineRoute({
    name: 'memberCollectionsGet',
    method: 'GET',
    path: '/api/membercollections/{id}',
    auth: 'user',
    errors: seriesErrors,
    params: idParamsSchema,
    response: seriesInstanceResponseSchema,
  }),
  /**
   * One member's instances, newest first (404 when the member is outside the caller's scope), with
   * `recentSurvey` and `recentCollection` for the dashboard (issue 11; schema in schemas/reports).
   * Anyone may list their own: the Coordinator's dashboard lists the series assigned to themself
   * (spec 000 §2), usually none.
   */
  memberCollectionsOfClient: defineRoute({
    name: 'memberCollectionsOfClient',
    method: 'GET',
    path: '/api/membercollections/client/{userId}',
    auth: 'user',
    errors: [...seriesErrors, 'MODULE_LOCKED', 'MODULE_NOT_FOUND', 'SERIES_STALE'],
    params: userIdParamsSchema,
    response: memberSeriesDashboardResponseSchema,
  }),
  /**
   * One member's series instances, newest first (spec 002 §7 `GET collections/patient/{id}`, the member
   * edit page's Series tab): the member themself, their assigned Coordinator or Volunteer, an Admin;
   * anyone else and an unknown id 404 (denial audited). Every read is audited. `{ collections }`
   */
  collectionsOfPatient: defineRoute({
    name: 'collectionsOfPatient',
    method: 'GET',
    path: '/api/collections/patient/{id}',
    auth: 'user',
    errors: seriesErrors,
    params: idParamsSchema,
    response: memberSeriesTabResponseSchema,
  }),
  /**
   * Starts a series for a member (201 with the viewer's data): one member module per template, in
   * one transaction. 400 with the spec's 'Unable create member Series. …' when either id is missing.
   */
  memberCollectionsCreate: defineRoute({
    name: 'memberCollectionsCreate',
    method: 'POST',
    path: '/api/membercollections',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...seriesErrors, 'SERIES_TOO_LARGE'],
    status: 201,
    body: seriesInstanceCreateBodySchema,
    response: seriesInstanceResponseSchema,
  }),
  /** Deletes an instance without answers and its empty modules; 409 when any chapter has answers. */
  memberCollectionsDelete: defineRoute({
    name: 'memberCollectionsDelete',
    method: 'DELETE',
    path: '/api/membercollections/{id}',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...seriesErrors, 'SERIES_HAS_ANSWERS'],
    params: idParamsSchema,
    response: seriesInstanceDeleteResponseSchema,
  }),
};
