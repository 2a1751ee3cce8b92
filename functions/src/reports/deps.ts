import type { Actor } from '@circles/shared/access/types';
import type { ReportResponse } from '@circles/shared/schemas/reports';
import { keys, type TableKey } from '../platform/data/keys';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoMemberModulesRepository } from '../modules/data/member-modules-repository';
import { dynamoCountersRepository, dynamoReportsRepository } from './data/reports-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import type { DashboardDeps } from './dashboards';
import { readHistoricReport, type ReportsDeps } from './reports';
import type { SeriesInstanceRecord } from '../series/series-records';

/** The real repositories of report reads (also what the PDF and export code passes to readReportFor). */
export const reportsDeps: ReportsDeps = {
  reports: dynamoReportsRepository,
  series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
  users: dynamoUserReads,
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/** The real repositories of the dashboards and counts (the admin and series areas run them too). */
export const dashboardDeps: DashboardDeps = {
  counters: dynamoCountersRepository,
  users: dynamoUserReads,
  modules: { listByMember: (id, limit) => dynamoMemberModulesRepository.listByMember(id, limit) },
  series: { listInstancesOf: (id, limit) => dynamoSeriesRepository.listInstancesOf(id, limit) },
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/**
 * The historic report routes (`/api/reports/historic/{cc|screener|qofl}/{collectionId}`): the series
 * instance is read in the same BatchGetItem as the caller's stored user (the wrapper's prefetch), so a
 * read takes 3 DynamoDB calls (that batch, the Query of the member's rounds, the audit event) in 2 round
 * trips.
 */
export const historicOptions = {
  prefetch: (params: { collectionId: string }): TableKey => keys.seriesInstance(params.collectionId),
};

/** The route function of one historic kind, over the prefetched instance. */
export function historicRead(kind: 'cc' | 'screener' | 'qofl') {
  return (req: {
    actor: Actor;
    params: { collectionId: string };
    prefetched?: Record<string, unknown>;
  }): Promise<ReportResponse> =>
    readHistoricReport(reportsDeps, req.actor, kind, req.params.collectionId, {
      // The item stored under the instance key is the instance (keys.seriesInstance names nothing else).
      instance: req.prefetched as SeriesInstanceRecord | undefined,
    });
}
