import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  exportRunDownloadSchema,
  exportRunParamsSchema,
  exportRunsQuerySchema,
  exportRunsResponseSchema,
} from '../../schemas/exports';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const exportErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * Scheduled exports (issue 12 item 4), area `exports`; Admin only (a run holds every member's reports;
 * others get 403). The job itself has no route: EventBridge Scheduler invokes its function.
 * Decisions (the spec is silent):
 * - The schedule runs daily at 02:00 America/Toronto by default; each run exports the report of every
 *   series instance completed since the last successful run into `exports/<runId>/` of the files
 *   bucket, with `manifest.csv` (research ID where the member has an enabled one, series instance and
 *   template ids, series name, start and completion times, file name: no names, emails or user ids).
 * - `GET /api/exports/runs` lists runs newest first with their counts.
 * - `GET /api/exports/runs/{runId}/download` answers presigned GET URLs (valid 5 minutes) of the
 *   manifest and of every report of a finished run (not a zip: S3 serves each file itself); 404 for an
 *   unknown or unfinished run. Each member whose report is handed out gets an audit event.
 * - Exports expire with the bucket's lifecycle rule on `exports/` (30 days, infra/lib/files.ts).
 */
export const exportRoutes = {
  exportRunsList: defineRoute({
    name: 'exportRunsList',
    method: 'GET',
    path: '/api/exports/runs',
    auth: 'user',
    errors: exportErrors,
    query: exportRunsQuerySchema,
    response: exportRunsResponseSchema,
  }),
  exportRunDownload: defineRoute({
    name: 'exportRunDownload',
    method: 'GET',
    path: '/api/exports/runs/{runId}/download',
    auth: 'user',
    errors: exportErrors,
    params: exportRunParamsSchema,
    response: exportRunDownloadSchema,
  }),
};
