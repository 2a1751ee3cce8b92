import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  memberDashboardResponseSchema,
  seriesInstanceIdParamsSchema,
  completedReportListResponseSchema,
  completedReportsQuerySchema,
  countResponseSchema,
  dashboardReportResponseSchema,
  seriesByTemplateResponseSchema,
  reportResponseSchema,
  reportUserIDParamsSchema,
  reportUserIdParamsSchema,
} from '../../schemas/reports';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const reportErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'REPORT_NOT_FOUND',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/** The codes of the completed reports' lists (group and programme-wide). */
const completedListErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/** The codes of the client dashboard and the Admin dashboard's counts. */
const dashboardErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'MODULE_LOCKED',
  'MODULE_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'SERIES_STALE',
  'STALE_VERSION',
  'TEMPLATE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/**
 * Reports and dashboards of spec 000 §7 (issue 11), served by the `reports` area (report reads, client
 * dashboard, completed reports) and the `admin` area (the Admin dashboard's counts).
 *
 * Access (ACCESS.md, action `member.readHealth`): the member themself, their assigned Coordinators and
 * Volunteers, Admin. A member outside the caller's scope, or an unknown one, answers 404; every read of
 * a member's report or dashboard is audited (allowed and denied).
 *
 * Decisions where the spec is silent:
 * - A **round** is one series instance of the member (of the series template the report kind maps to,
 *   `REPORT_KIND_OF_SERIES`) with at least one saved chapter. Its answers are the chapters' answers
 *   merged. A report (latest or historic) is made of the **finished** rounds only (every chapter at
 *   100, as Completed Reports): an unfinished series is a task, and none of its figures or flags shows. Rounds are ordered oldest first by when they were last answered (`collection_last_updated`),
 *   as `computeReport` does; `collectionIds` gives each round's instance id.
 * - The payload is precomputed: each save of a chapter stores its instance's round (computeReport over
 *   that one round) in the same transaction as the save; a read is one Query of the member's rounds of
 *   that kind, concatenated. Nothing is computed from answers at read time.
 * - `{}` when the member has no round of that kind (every report route, not only those the spec marks).
 * - Historic reports (`/historic/{cc|screener|qofl}/{collectionId}`): the member's rounds of the
 *   instance's kind up to and including that instance (so the last entry is that instance and trends
 *   show the history until then). `historic/qofl` serves instances of both Quality of Life series
 *   (the spec titles the historic one 'Quality of Life - Short Report'). An instance of another kind, or
 *   one not finished → `{}`; unknown or outside scope → 404.
 * - Counts: Admin counts the whole programme, a Coordinator only their facility (counters kept per
 *   facility and in total, updated in the same transactions as the changes they count); other roles 403.
 *   Active users: users with status active and not disabled. Completed: series instances with every
 *   chapter at 100. In progress: every other series instance.
 */
export const reportRoutes = {
  /**
   * The member dashboard's report area (issue 20): the member's latest known figures, each from their
   * newest finished round of any report series that has it, with its source; `{}` when none. One Query
   * of the member's finished rounds.
   */
  reportsDashboard: defineRoute({
    name: 'reportsDashboard',
    method: 'GET',
    path: '/api/reports/dashboard/user/{userId}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIdParamsSchema,
    response: dashboardReportResponseSchema,
  }),
  /** Community Connections report of a member: the payload plus memberName; `{}` when none. */
  reportsNeighbours: defineRoute({
    name: 'reportsNeighbours',
    method: 'GET',
    path: '/api/reports/neighbours/user/{userId}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIdParamsSchema,
    response: reportResponseSchema,
  }),
  /** Social Health Screener report of a member (risk per round in `screener_risk`); `{}` when none. */
  reportsScreen: defineRoute({
    name: 'reportsScreen',
    method: 'GET',
    path: '/api/reports/Screen/user/{userId}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIdParamsSchema,
    response: reportResponseSchema,
  }),
  /** Quality of Life - Short report of a member; `{}` when none. */
  reportsQoflShort: defineRoute({
    name: 'reportsQoflShort',
    method: 'GET',
    path: '/api/reports/qoflShort/user/{userId}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIdParamsSchema,
    response: reportResponseSchema,
  }),
  /** Quality Life Series (full) report of a member; `{}` when none. */
  reportsQofl: defineRoute({
    name: 'reportsQofl',
    method: 'GET',
    path: '/api/reports/qofl/user/{userID}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIDParamsSchema,
    response: reportResponseSchema,
  }),
  /** Historic Community Connections report of one series instance (rounds up to it). */
  reportsHistoricCc: defineRoute({
    name: 'reportsHistoricCc',
    method: 'GET',
    path: '/api/reports/historic/cc/{collectionId}',
    auth: 'user',
    errors: reportErrors,
    params: seriesInstanceIdParamsSchema,
    response: reportResponseSchema,
  }),
  /** Historic screener report of one series instance (rounds up to it). */
  reportsHistoricScreener: defineRoute({
    name: 'reportsHistoricScreener',
    method: 'GET',
    path: '/api/reports/historic/screener/{collectionId}',
    auth: 'user',
    errors: reportErrors,
    params: seriesInstanceIdParamsSchema,
    response: reportResponseSchema,
  }),
  /** Historic Quality of Life report (short or full series) of one instance; `{}` when none. */
  reportsHistoricQofl: defineRoute({
    name: 'reportsHistoricQofl',
    method: 'GET',
    path: '/api/reports/historic/qofl/{collectionId}',
    auth: 'user',
    errors: reportErrors,
    params: seriesInstanceIdParamsSchema,
    response: reportResponseSchema,
  }),
  /**
   * Completed Reports table of one member (/MainReports/:userID): their series instances of a report
   * kind with every chapter at 100, newest completion first. `{ reports }`
   */
  reportsCompletedOfMember: defineRoute({
    name: 'reportsCompletedOfMember',
    method: 'GET',
    path: '/api/reports/completed/user/{userId}',
    auth: 'user',
    errors: reportErrors,
    params: reportUserIdParamsSchema,
    response: completedReportListResponseSchema,
  }),
  /**
   * Completed reports of the members in the caller's scope (/GroupReports; a Volunteer's /MainReports):
   * Admin every member (or one facility with `facilityId`), Coordinator and Volunteer their assigned
   * members; Patient 403.
   */
  reportsCompletedGroup: defineRoute({
    name: 'reportsCompletedGroup',
    method: 'GET',
    path: '/api/reports/completed/group',
    auth: 'user',
    errors: completedListErrors,
    query: completedReportsQuerySchema,
    response: completedReportListResponseSchema,
  }),
  /**
   * Completed reports across the programme (/administration/reports/management): Admin only (others
   * 403); `facilityId` narrows to one facility. Newest completion first. `{ reports }`
   */
  reportsCompletedAll: defineRoute({
    name: 'reportsCompletedAll',
    method: 'GET',
    path: '/api/reports/completed',
    auth: 'user',
    errors: completedListErrors,
    query: completedReportsQuerySchema,
    response: completedReportListResponseSchema,
  }),
  /** Client dashboard data of a member (spec 000 §3 'Client dashboard data'). */
  usersClient: defineRoute({
    name: 'usersClient',
    method: 'GET',
    path: '/api/users/client/{userID}',
    auth: 'user',
    errors: dashboardErrors,
    params: reportUserIDParamsSchema,
    response: memberDashboardResponseSchema,
  }),
  /** Total Active Users (Admin: all; Coordinator: their facility). `{ count }` */
  usersCount: defineRoute({
    name: 'usersCount',
    method: 'GET',
    path: '/api/users/count',
    auth: 'user',
    errors: dashboardErrors,
    response: countResponseSchema,
  }),
  /** Surveys Completed: series instances with every chapter at 100 (Admin / Coordinator's facility). */
  memberCollectionsCompletedCount: defineRoute({
    name: 'memberCollectionsCompletedCount',
    method: 'GET',
    path: '/api/memberCollections/completed/count',
    auth: 'user',
    errors: dashboardErrors,
    response: countResponseSchema,
  }),
  /** Surveys In Progress: series instances not complete (Admin / Coordinator's facility). */
  memberCollectionsInProgressCount: defineRoute({
    name: 'memberCollectionsInProgressCount',
    method: 'GET',
    path: '/api/memberCollections/inprogress/count',
    auth: 'user',
    errors: dashboardErrors,
    response: countResponseSchema,
  }),
  /** Series instances per series template for the bar chart. `{ data: [...] }` */
  memberCollectionsBySurveyType: defineRoute({
    name: 'memberCollectionsBySurveyType',
    method: 'GET',
    path: '/api/membercollections/memberSurveybyType',
    auth: 'user',
    errors: dashboardErrors,
    response: seriesByTemplateResponseSchema,
  }),
};
