import { RESEARCH_TEXT_ALLOW_LIST } from '@circles/shared/research/allow-list';
import { dynamoAuditLog } from '../../platform/data/audit-repository';
import { dynamoExportStore } from '../data/exports-repository';
import { filesBucket } from '../../platform/data/files';
import { dynamoMemberModulesRepository } from '../../modules/data/member-modules-repository';
import { dynamoTemplatesRepository } from '../../modules/data/module-templates-repository';
import { dynamoPeopleRepository } from '../../users/data/people-repository';
import { dynamoResearchExportStore } from '../data/research-exports-repository';
import { dynamoSeriesRepository } from '../../series/data/series-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { newResearchId } from '../../users/people-admin';
import { drainResearchExports, type ResearchJobDeps } from '../research-job';
import { log } from '../../platform/log';

/** The research export job's real dependencies: the table and the files bucket's `exports/` prefix. */
export function researchJobDeps(overrides: Partial<ResearchJobDeps> = {}): ResearchJobDeps {
  return {
    store: dynamoResearchExportStore,
    completedBetween: (from, to) => dynamoExportStore.completedBetween(from, to),
    series: dynamoSeriesRepository,
    templates: dynamoTemplatesRepository,
    modules: dynamoMemberModulesRepository,
    users: dynamoUsersRepository,
    people: dynamoPeopleRepository,
    newResearchId,
    files: filesBucket,
    audit: dynamoAuditLog,
    now: () => new Date(),
    allowList: RESEARCH_TEXT_ALLOW_LIST,
    ...overrides,
  };
}

let draining: Promise<void> | undefined;

/**
 * Runs every waiting research export once, one drain at a time per process (a second call while one
 * runs waits for it, then drains again, so an export queued meanwhile is not left behind).
 */
export async function drainResearchJobs(deps: ResearchJobDeps = researchJobDeps()): Promise<void> {
  while (draining) await draining;
  draining = (async () => {
    for (const r of await drainResearchExports(deps))
      log.info('research export', { exportId: r.exportId, outcome: r.status, attempts: r.attempts });
  })();
  try {
    await draining;
  } finally {
    draining = undefined;
  }
}
