import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import { userResponseSchema } from '../../schemas/people';
import {
  researcherPatchBodySchema,
  researchExportDownloadSchema,
  researchExportParamsSchema,
  researchExportResponseSchema,
  researchExportsResponseSchema,
  researchExportStartBodySchema,
  researchSeriesResponseSchema,
} from '../../schemas/research';

/**
 * The codes the research routes can answer beyond the pipeline's own (see `RouteDef.errors`): the static
 * scan follows the users port into every implementation, so the account writes' codes come along.
 */
const researchErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * Research exports (issue 26), area `exports`: Admins and staff an Admin granted the Researcher permission
 * (ACCESS.md 'research exports'; others 403). The job that builds a ZIP has no route.
 * - `POST /api/research/exports` queues an export of the chosen series templates' rounds completed between
 *   `from` and `to` (UTC days, both included) and answers 202 with it; the job builds the ZIP in S3.
 * - `GET /api/research/exports` lists the caller's exports (an Admin: everyone's), newest first;
 *   `GET /api/research/exports/{exportId}` one of them, with its progress.
 * - `GET /api/research/exports/{exportId}/download`: a presigned GET (5 minutes) of a finished ZIP;
 *   409 `EXPORT_NOT_READY` while it runs or after it failed; 404 for an unknown one or another's.
 * - `GET /api/research/series`: the series templates to choose from.
 * - `PATCH /api/users/{id}/researcher` (users area, Admin): grants or withdraws the permission (staff only).
 */
export const researchRoutes = {
  researchExportStart: defineRoute({
    name: 'researchExportStart',
    method: 'POST',
    path: '/api/research/exports',
    auth: 'user',
    status: 202,
    body: researchExportStartBodySchema,
    response: researchExportResponseSchema,
    invalidates: ['research'],
    errors: researchErrors,
  }),
  researchExportsList: defineRoute({
    name: 'researchExportsList',
    method: 'GET',
    path: '/api/research/exports',
    auth: 'user',
    response: researchExportsResponseSchema,
    errors: researchErrors,
  }),
  researchExportGet: defineRoute({
    name: 'researchExportGet',
    method: 'GET',
    path: '/api/research/exports/{exportId}',
    auth: 'user',
    params: researchExportParamsSchema,
    response: researchExportResponseSchema,
    errors: researchErrors,
  }),
  researchExportDownload: defineRoute({
    name: 'researchExportDownload',
    method: 'GET',
    path: '/api/research/exports/{exportId}/download',
    auth: 'user',
    params: researchExportParamsSchema,
    response: researchExportDownloadSchema,
    errors: [...researchErrors, 'EXPORT_NOT_READY'],
  }),
  researchSeries: defineRoute({
    name: 'researchSeries',
    method: 'GET',
    path: '/api/research/series',
    auth: 'user',
    response: researchSeriesResponseSchema,
    errors: researchErrors,
  }),
  usersSetResearcher: defineRoute({
    name: 'usersSetResearcher',
    method: 'PATCH',
    path: '/api/users/{id}/researcher',
    auth: 'user',
    params: idParamsSchema,
    body: researcherPatchBodySchema,
    response: userResponseSchema,
    invalidates: ['users', 'research'],
    errors: [...researchErrors, 'NOT_STAFF'],
  }),
};
