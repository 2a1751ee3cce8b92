import { EXPORT_DEFAULTS } from '@circles/shared/pdf/export-settings';
import type {
  ChaptersPrintPayload,
  PrintModule,
  ReportPrintPayload,
} from '@circles/shared/pdf/print-payload';
import { deidentifyAnswers } from '@circles/shared/pdf/deidentify-answers';
import { deidentifyReport } from '@circles/shared/reports/deidentify';
import type { PdfReportKind } from '@circles/shared/schemas/pdf';
import { config } from '../../platform/config';
import { dynamoMemberModulesRepository } from '../../modules/data/member-modules-repository';
import { dynamoReportsRepository } from '../../reports/data/reports-repository';
import type { ExportRenderer } from '../exports';
import { storedHistoricReport, type ReportsRepository } from '../../reports/reports';
import type { SeriesInstanceRecord } from '../../series/series-records';
import type { PdfRenderer } from '../../pdf/renderer';

/** What the job prints: a report kind of the print entry, or the chapters of a series with no report. */
export type ExportPrintJob =
  { kind: PdfReportKind; payload: ReportPrintPayload } | { kind: 'chapters'; payload: ChaptersPrintPayload };

/**
 * What the job prints for a complete series instance: the report of its series (Community Connections,
 * social screener, Quality of Life full or short) as that instance's historic round, i.e. the same
 * report My Reports and the Completed Reports table download for it, read straight from the stored
 * rounds (`storedHistoricReport`: the job acts for no user, so there is no access check to pass; the
 * job audits each export itself as `export.report`). A series that feeds no report (a custom series)
 * prints its chapters with their answers instead (the print entry's `chapters` kind, A4).
 *
 * Decision (spec silent): exports are research-facing, so the files are de-identified. No member name:
 * the file is named by the series instance id and the manifest pairs that id with the member's research
 * ID only, so the report's name line is left empty. What the member typed does not go out either: a
 * report goes through `deidentifyReport` (circle contacts become "Person 1", "Person 2", … with their
 * relation and frequency; free-text answers such as meaningful people and goals become 999; names
 * dropped), and each chapter's answers through `deidentifyAnswers` (typed answers printed as
 * "[removed in research export]", option answers kept). The files still describe one member's answers,
 * so they stay in the Admin-only `exports/` prefix.
 */
export async function exportPrintJob(
  instance: SeriesInstanceRecord,
  reports: ReportsRepository = dynamoReportsRepository,
): Promise<ExportPrintJob> {
  const historic = await storedHistoricReport(reports, instance);
  if (historic) {
    const report = deidentifyReport(historic.report);
    return {
      kind: historic.kind,
      payload: { memberName: '', report, connectorEmail: config().connectorEmail, historic: true },
    };
  }
  const chapters: PrintModule[] = [];
  for (const id of instance.memberSurveyList) {
    const stored = await dynamoMemberModulesRepository.get(id);
    if (!stored) continue;
    chapters.push({
      id,
      name: stored.meta.name,
      surveyJSON: stored.surveyJSON,
      answers: deidentifyAnswers(stored.surveyJSON, stored.responseJSON),
      completeness: stored.meta.completeness,
    });
  }
  if (chapters.length === 0) throw new Error(`Series instance ${instance.id} has no chapters to print.`);
  return {
    kind: 'chapters',
    payload: { title: instance.collectionName, chapters, page: { ...EXPORT_DEFAULTS } },
  };
}

/**
 * The job's renderer over a PDF renderer (the process's shared one in Lambda and locally). Decision:
 * the scheduled export's files are in English. Nobody asks for them (the schedule does, for the
 * research team), so there is no reader's language to keep with the job; one language across every
 * member's file keeps a run's files comparable. The job runs outside any request, so the report's
 * server-made texts are English too.
 */
export function pdfExportRenderer(renderer: () => PdfRenderer): ExportRenderer {
  return async (instance) => {
    const job = await exportPrintJob(instance);
    const { pdf } = await renderer().render(job.kind, job.payload, 'en');
    return pdf;
  };
}
