import { dynamoAuditLog } from '../../platform/data/audit-repository';
import { dynamoExportStore } from '../data/exports-repository';
import { filesBucket } from '../../platform/data/files';
import { dynamoSeriesRepository } from '../../series/data/series-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { runExportJob, type ExportDeps, type ExportJobInput, type ExportJobResult } from '../exports';
import { log } from '../../platform/log';
import { sharedPdfRenderer } from '../../pdf/renderer';
import { pdfExportRenderer } from './export-render';
import { drainResearchJobs } from './research-export';

/** The job's real dependencies: the table, the files bucket, the shared PDF renderer. */
export function exportJobDeps(overrides: Partial<ExportDeps> = {}): ExportDeps {
  return {
    store: dynamoExportStore,
    files: filesBucket,
    series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
    async researchIdOf(memberId) {
      const user = await dynamoUsersRepository.get(memberId);
      return user?.research?.enabled ? user.research.id : undefined;
    },
    render: pdfExportRenderer(sharedPdfRenderer),
    audit: dynamoAuditLog,
    now: () => new Date(),
    ...overrides,
  };
}

/**
 * The scheduled export job's Lambda entry. EventBridge Scheduler sends
 * `{ "scheduledAt": "<aws.scheduler.scheduled-time>" }`, so a retried delivery is the same run; the
 * local launcher sends its tick's time in the same shape. A failed run throws (an invocation error,
 * which the alarm counts; the Scheduler's retry or the next day's run resumes it).
 */
export async function handler(
  event: (ExportJobInput & { research?: boolean }) | undefined,
): Promise<ExportJobResult> {
  // Issue 26: the research exports' schedule (every minute) runs the waiting research exports instead.
  if (event?.research) {
    await drainResearchJobs();
    return { runs: [] };
  }
  const result = await runExportJob(exportJobDeps(), event ?? {});
  for (const run of result.runs) {
    log.info('export run', {
      runId: run.runId,
      outcome: run.status,
      exported: run.exported,
      failed: run.failed,
    });
  }
  return result;
}
