import * as z from 'zod';
import { isoDateTimeSchema } from './common';
import { text } from './limits';

/** A run id: the compact UTC timestamp of its scheduled time (`20261123T050000Z`). */
export const exportRunIdSchema = text(16).regex(/^\d{8}T\d{6}Z$/);

/** One scheduled export run (issue 12): its window and counts. */
export const exportRunSchema = z.object({
  runId: exportRunIdSchema,
  /** `running` (or cut off and waiting to be resumed), `succeeded`, or `failed` (to be resumed). */
  status: z.enum(['running', 'succeeded', 'failed']),
  /** Series completed at or after this time (null for the first run: everything before `until`)... */
  since: isoDateTimeSchema.nullable(),
  /** ... and before this time. */
  until: isoDateTimeSchema,
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  /** Reports in the run's folder (one per completed series instance). */
  exported: z.number().int().min(0),
  /** Reports that failed to render in the run's last attempt. */
  failed: z.number().int().min(0),
});
export type ExportRun = z.infer<typeof exportRunSchema>;

export const EXPORT_RUNS_DEFAULT_LIMIT = 50;
export const exportRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(EXPORT_RUNS_DEFAULT_LIMIT),
});
export const exportRunsResponseSchema = z.object({ count: z.number().int(), runs: z.array(exportRunSchema) });
export type ExportRunsResponse = z.infer<typeof exportRunsResponseSchema>;

export const exportRunParamsSchema = z.object({ runId: exportRunIdSchema });

/** Presigned GETs of a run's files: the manifest first, then each report. */
export const exportRunDownloadSchema = z.object({
  runId: exportRunIdSchema,
  /** When the links stop working (≤ 5 minutes). */
  expiresAt: isoDateTimeSchema,
  files: z.array(z.object({ fileName: z.string(), url: z.string() })),
});
export type ExportRunDownload = z.infer<typeof exportRunDownloadSchema>;
