import * as z from 'zod';
import { exportChaptersFields, exportSettings } from '../pdf/export-settings';
import { msg } from '../messages/validation';
import { idSchema, isoDateTimeSchema } from './common';

/**
 * Bodies and answers of the PDF area (issue 12; spec 000 §2, §8, §9; 001 §2.2, §2.11; 002 §2.8, §7).
 * A request only names what to print; the server reads the report or the modules itself, with the
 * caller's rights (ACCESS.md), and answers a short-lived download address.
 */

/** Lifetime of a PDF's presigned download URL, in seconds (≤ 5 minutes). */
export const PDF_URL_SECONDS = 300;

/**
 * The report kinds a Download asks for: `cc` Community Connections, `screener` the social screener,
 * `qofl` Quality of Life (full), `qoflShort` Quality of Life - Short, `dashboard` the dashboard's report
 * area (the tiles, wellness gauge, screener risk and sections of the member's latest known figures, as
 * the dashboard shows them: `DashboardReportArea`). The one report-kind vocabulary of the PDF side
 * (issue 22 item 3): the print entry's report kinds and the download names are keyed by these too.
 */
export const PDF_REPORT_KINDS = ['cc', 'screener', 'qofl', 'qoflShort', 'dashboard'] as const;
export type PdfReportKind = (typeof PDF_REPORT_KINDS)[number];

/**
 * `POST /api/pdf/report`. Decisions where the spec is silent:
 * - `userId` names the member whose latest report is printed (default: the caller), as the report
 *   screens and the dashboard show it.
 * - `collectionId` (a series instance, `membercollections` id, as the report payload's `collectionIds`
 *   gives each round) prints the report as of that round: the historic report of that instance, the
 *   member's rounds of its series up to and including it, shown at that round. Alone it is a
 *   completed round's report (Completed Reports table, My Reports, the historic screens, titled as the
 *   historic version). With `userId` it is the round the reader picked on that member's report screen
 *   when it is not the latest (titled as the screen): the instance must then belong to that member
 *   and be of that report kind's series, else 404 'Report content not found. Please try again.'
 *   (`dashboard` has no rounds to pick: always 404). The server reads it from the data with the same access
 *   check and audit as the latest report; without `collectionId` the PDF is the latest report.
 * - `kind: 'dashboard'` prints the dashboard's report area (`DashboardReportArea`: the eight tiles, the
 *   wellness gauge and label, the screener's risk, the sections of spec 000 §2 Dashboard) of the
 *   member's latest known figures of every report series (issue 20), each with its series and date,
 *   with the member's name; saved as screener_report.pdf (§9).
 * - `naming`: `'screen'` (default) gives the screen's fixed name (cc_report.pdf, screener_report.pdf,
 *   QL_report.pdf); `'completed'` (needs `collectionId`) the completed report's name, its date plus
 *   the series name with underscores plus `_report.pdf` (spec 000 §9, 002 §7).
 */
export const pdfReportBodySchema = z
  .strictObject({
    kind: z.enum(PDF_REPORT_KINDS),
    userId: idSchema.optional(),
    collectionId: idSchema.optional(),
    naming: z.enum(['screen', 'completed']).default('screen'),
  })
  .refine((b) => b.naming !== 'completed' || b.collectionId !== undefined, {
    error: () => msg('validation.api.reportSeries'),
    path: ['collectionId'],
  });
export type PdfReportBody = z.input<typeof pdfReportBodySchema>;
export type PdfReportRequest = z.output<typeof pdfReportBodySchema>;

/**
 * `POST /api/pdf/modules`: either one member module (the Export Pdf button of `/booklet/{id}`, spec
 * 001 §2.2: A4, 14 pt) or chapters of one series instance (the Export chapters dialog, §2.11: at least
 * one chapter, else the spec's 'Unable export chapter(s). Please refresh and try again.'; the dialog's
 * width/height/fontSize/margins fall back to their defaults as `exportSettings` says and come out as
 * `page`). Chapters print in the series' order, whatever order the ids come in.
 */
export const pdfModulesBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('module'), memberSurveyId: idSchema }),
  // A module template, blank (the Workbook tab's Export of one selected template, spec 001 §2.1): its
  // questions on A4 at 14 pt, as a module prints, with no answers; for whoever may read templates.
  z.strictObject({ kind: z.literal('template'), surveyId: idSchema }),
  z
    .strictObject({
      kind: z.literal('chapters'),
      memberCollectionId: idSchema,
      ...exportChaptersFields,
    })
    .transform(({ kind, memberCollectionId: seriesInstanceId, chapterIds, ...numbers }) => ({
      kind,
      memberCollectionId: seriesInstanceId,
      chapterIds,
      page: exportSettings(numbers),
    })),
]);
export type PdfModulesBody = z.input<typeof pdfModulesBodySchema>;
export type PdfModulesRequest = z.output<typeof pdfModulesBodySchema>;

/**
 * A rendered PDF: a presigned GET of the files bucket, valid until `expiresAt` (≤ 5 minutes), that
 * answers the file as an attachment named `fileName` (the spec's download name).
 */
export const pdfResponseSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: isoDateTimeSchema,
});
export type PdfResponse = z.infer<typeof pdfResponseSchema>;

/**
 * Error codes of the PDF routes beyond the usual ones: 404 `NOT_FOUND` (no report, or not the caller's
 * to read: spec's 'Report content not found. Please try again.'), 503 `PDF_RENDER_FAILED` (the render
 * failed or took too long: 'Failed to capture the report. Please try again.').
 */
export const PDF_ERROR_CODES = { renderFailed: 'PDF_RENDER_FAILED' } as const;
