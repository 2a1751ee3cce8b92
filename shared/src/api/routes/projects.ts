import { defineRoute } from '../define';
import { seriesWriteEffects } from '../cache';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  projectAssignSeriesTemplateBodySchema,
  projectAssignMemberBodySchema,
  projectCreateBodySchema,
  projectDeleteResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  workbookAssignBodySchema,
  workbookAssignResponseSchema,
  workbookCreateBodySchema,
  workbookListResponseSchema,
  workbookResponseSchema,
  workbookUserResponseSchema,
} from '../../schemas/series';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const projectErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * Workbooks and projects of spec 001 §7, served by the `projects` area.
 *
 * Decisions where the spec is silent:
 * - Workbooks: Admin and Coordinator list and create them (Volunteer, Patient: 403 on those).
 *   `GET /api/workbooks/user` answers the caller's own: the workbooks set as their defaults (a member)
 *   or those they created (staff). Assigning defaults: Admin any user, Coordinator users of their
 *   facility (404 otherwise); a default already set is left as it is.
 * - Projects: every call is Admin only (ACCESS.md). Assigning a series to a project changes the
 *   project and the series in one transaction. Deleting a project removes only the grouping: it is
 *   unlinked from its series in the same transaction; no member, series, instance or answer changes.
 * - Every assignment is one DynamoDB transaction (at most 100 items), so its size is capped (400 under
 *   the field otherwise): assign-collections takes ⌊100 / (workbooks + 1)⌋ users (one default per
 *   pair, one audit event per user); a project holds at most 98 series (its delete writes each).
 * - Audit: one event per member added to a project and per user given workbooks (`memberId` the user,
 *   `recordId` the project id / the workbook ids), written in the transaction of the change.
 */
export const projectRoutes = {
  /** Every workbook, newest first (Admin, Coordinator). `{ workbookList }` */
  workbooksList: defineRoute({
    name: 'workbooksList',
    method: 'GET',
    path: '/api/workbooks',
    auth: 'user',
    errors: projectErrors,
    response: workbookListResponseSchema,
  }),
  /** The caller's workbooks as a bare array (spec 001 §7): defaults set for them, or created by them. */
  workbooksMine: defineRoute({
    name: 'workbooksMine',
    method: 'GET',
    path: '/api/workbooks/user',
    auth: 'user',
    errors: projectErrors,
    response: workbookUserResponseSchema,
  }),
  /** Creates a workbook (Admin, Coordinator). 404 when a module template is missing or archived. */
  workbooksCreate: defineRoute({
    name: 'workbooksCreate',
    method: 'POST',
    path: '/api/workbooks/create',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...projectErrors, 'TEMPLATE_NOT_FOUND'],
    status: 201,
    body: workbookCreateBodySchema,
    response: workbookResponseSchema,
  }),
  /** Sets workbooks as the default workbooks of users (Set Default Workbook). */
  workbooksAssign: defineRoute({
    name: 'workbooksAssign',
    method: 'POST',
    path: '/api/workbooks/assign-collections',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: projectErrors,
    body: workbookAssignBodySchema,
    response: workbookAssignResponseSchema,
  }),
  /** Every project, newest first (Admin). `{ projectList }` */
  projectsList: defineRoute({
    name: 'projectsList',
    method: 'GET',
    path: '/api/projects',
    auth: 'user',
    errors: projectErrors,
    response: projectListResponseSchema,
  }),
  /** Creates a project with its series (Admin); series and project change in one transaction. */
  projectsCreate: defineRoute({
    name: 'projectsCreate',
    method: 'POST',
    path: '/api/projects',
    auth: 'user',
    invalidates: ['projects', 'seriesTemplates'],
    errors: [...projectErrors, 'LIST_FULL'],
    status: 201,
    body: projectCreateBodySchema,
    response: projectResponseSchema,
  }),
  /** Adds members (Patients) to a project (Admin); members already in it are left as they are. */
  projectsAssignMember: defineRoute({
    name: 'projectsAssignMember',
    method: 'POST',
    path: '/api/projects/assign/member',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...projectErrors, 'LIST_FULL'],
    body: projectAssignMemberBodySchema,
    response: projectResponseSchema,
  }),
  /** Adds series to a project (Admin); each series and the project change in one transaction. */
  projectsAssignCollection: defineRoute({
    name: 'projectsAssignCollection',
    method: 'POST',
    path: '/api/projects/assign/collection',
    auth: 'user',
    invalidates: seriesWriteEffects,
    errors: [...projectErrors, 'LIST_FULL'],
    body: projectAssignSeriesTemplateBodySchema,
    response: projectResponseSchema,
  }),
  /** Deletes a project (Admin): unlinks it from its series; no member data changes. */
  projectsDelete: defineRoute({
    name: 'projectsDelete',
    method: 'DELETE',
    path: '/api/projects/{id}',
    auth: 'user',
    invalidates: ['projects', 'seriesTemplates'],
    errors: projectErrors,
    params: idParamsSchema,
    response: projectDeleteResponseSchema,
  }),
};
