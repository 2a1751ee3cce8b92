import { dynamoAuditLog } from '../platform/data/audit-repository';
import { filesBucket } from '../platform/data/files';
import { dynamoResearchExportStore } from './data/research-exports-repository';
import { queryNewest, recordOf } from '../platform/data/client';
import { keys } from '../platform/data/keys';
import { getSeriesTemplate } from '../series/data/series-template-read';
import type { ResearchApiDeps } from './research-exports';
import { kickResearchRunner } from './research-runner';
import type { SeriesTemplateRecord } from '../series/series-records';

/**
 * The real store, series and bucket of the research routes. A queued export runs in the export job's
 * function (its every-minute schedule, infra/lib/scheduled-exports.ts), or at once in process where the
 * local stack registered a runner; an attempt cut off halfway is restarted by the next drain.
 */
export const researchApiDeps: ResearchApiDeps = {
  store: dynamoResearchExportStore,
  // Template reads on their own: the series repository would bring the report engine into this function.
  series: {
    getTemplate: getSeriesTemplate,
    async listTemplates(limit) {
      const items = await queryNewest('gsi1', keys.seriesTemplatesList(), limit);
      return items.map((i) => recordOf<SeriesTemplateRecord>(i));
    },
  },
  files: filesBucket,
  audit: dynamoAuditLog,
  now: () => new Date(),
  kick: kickResearchRunner,
};
