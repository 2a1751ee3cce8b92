import { EXPORT_DEFAULTS } from '@circles/shared/pdf/export-settings';
import type { ChaptersPrintPayload, PrintModule } from '@circles/shared/pdf/print-payload';
import { dynamoMemberModulesRepository } from '../data/member-modules-repository';
import type { ExportRenderer } from '../domain/exports';
import type { SeriesInstanceRecord } from '../domain/series-records';
import type { PdfRenderer } from '../pdf/renderer';

/**
 * What the job prints for a complete series instance. Until the report print kinds land (issue 11's
 * components in `web/src/print/kinds.tsx`, payloads from `functions/src/domain/reports.ts`), it prints
 * the instance's chapters with their answers through the print entry's `chapters` kind (A4). Decision:
 * no member name on the page: an export is research-facing (the manifest carries research IDs only).
 */
export async function exportPrintJob(
  instance: SeriesInstanceRecord,
): Promise<{ kind: 'chapters'; payload: ChaptersPrintPayload }> {
  const chapters: PrintModule[] = [];
  for (const id of instance.memberSurveyList) {
    const stored = await dynamoMemberModulesRepository.get(id);
    if (!stored) continue;
    chapters.push({
      id,
      name: stored.meta.name,
      surveyJSON: stored.surveyJSON,
      answers: stored.responseJSON,
      completeness: stored.meta.completeness,
    });
  }
  if (chapters.length === 0) throw new Error(`Series instance ${instance.id} has no chapters to print.`);
  return {
    kind: 'chapters',
    payload: { title: instance.collectionName, chapters, page: { ...EXPORT_DEFAULTS } },
  };
}

/** The job's renderer over a PDF renderer (the process's shared one in Lambda and locally). */
export function pdfExportRenderer(renderer: () => PdfRenderer): ExportRenderer {
  return async (instance) => {
    const job = await exportPrintJob(instance);
    const { pdf } = await renderer().render(job.kind, job.payload);
    return pdf;
  };
}
