import { dynamoAuditLog } from '../../data/audit-repository';
import { filesBucket } from '../../data/files';
import { dynamoResearchExportStore } from '../../data/research-exports-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import type { ResearchApiDeps } from '../../domain/research-exports';
import { log } from '../../http/log';
import { drainResearchJobs } from '../../jobs/research-export';

/**
 * Where a queued export runs. Locally (`CIRCLES_RESEARCH_JOBS_INLINE=true`, set by the local stack) the
 * API process runs it at once, in the background; in AWS a Lambda may freeze after answering, so the
 * export job's every-minute schedule runs it (infra/lib/scheduled-exports.ts). Either way an attempt cut
 * off halfway is restarted by the next drain.
 */
function kick(): void {
  if (process.env.CIRCLES_RESEARCH_JOBS_INLINE !== 'true') return;
  drainResearchJobs().catch((err: unknown) =>
    log.error('research export drain failed', { errorName: err instanceof Error ? err.name : 'Error' }),
  );
}

/** The real store, series and bucket of the research routes. */
export const researchApiDeps: ResearchApiDeps = {
  store: dynamoResearchExportStore,
  series: dynamoSeriesRepository,
  files: filesBucket,
  audit: dynamoAuditLog,
  now: () => new Date(),
  kick,
};
