import * as z from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { text } from './limits';
import { msg } from '../messages/research';

/** A research export's id: a ULID (no personal data). */
export const researchExportIdSchema = text(26).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);

/** A calendar date, YYYY-MM-DD, that exists; a cleared date field asks for a date (not for a format). */
const calendarDate = text(10)
  .min(1, msg('research.dates.required'))
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
  );

/** How many series one export may hold. */
export const RESEARCH_MAX_SERIES = 20;

/**
 * `POST /api/research/exports` (issue 26): the series templates to export and the completion dates, both
 * ends included (UTC days). `from` after `to` is refused on `to`.
 */
export const researchExportStartBodySchema = z
  .object({
    seriesTemplateIds: z.array(idSchema).min(1, msg('research.series.required')).max(RESEARCH_MAX_SERIES),
    from: calendarDate,
    to: calendarDate,
  })
  .superRefine((body, ctx) => {
    if (body.from > body.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('research.dates.order') });
  });
export type ResearchExportStartBody = z.infer<typeof researchExportStartBodySchema>;

export const RESEARCH_EXPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ResearchExportStatus = (typeof RESEARCH_EXPORT_STATUSES)[number];

/** One research export: its parameters, progress and counts (never member data). */
export const researchExportSchema = z.object({
  exportId: researchExportIdSchema,
  status: z.enum(RESEARCH_EXPORT_STATUSES),
  seriesTemplateIds: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  requestedBy: z.string(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
  /** Series instances processed of those found (a running job's progress). */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** Members and rows in the ZIP (set when it succeeded). */
  members: z.number().int().min(0),
  rows: z.number().int().min(0),
  /** Attempts (a job cut off halfway is restarted from the beginning). */
  attempts: z.number().int().min(0),
});
export type ResearchExport = z.infer<typeof researchExportSchema>;

export const researchExportResponseSchema = z.object({ export: researchExportSchema });
export const researchExportsResponseSchema = z.object({
  count: z.number().int(),
  exports: z.array(researchExportSchema),
});
export const researchExportParamsSchema = z.object({ exportId: researchExportIdSchema });

/** A presigned GET of a finished export's ZIP (valid 5 minutes). */
export const researchExportDownloadSchema = z.object({
  exportId: researchExportIdSchema,
  fileName: z.string(),
  url: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type ResearchExportDownload = z.infer<typeof researchExportDownloadSchema>;

/** The series a researcher may choose (every series template, archived ones included). */
export const researchSeriesResponseSchema = z.object({
  series: z.array(z.object({ id: z.string(), name: z.string(), nameFr: z.string().optional() })),
});

/** `PATCH /api/users/{id}/researcher` (Admin): grant or withdraw the Researcher permission of staff. */
export const researcherPatchBodySchema = z.object({
  version: z.number().int().min(1),
  researcher: z.boolean(),
});
