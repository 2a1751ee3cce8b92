import type { Actor } from '@circles/shared/access/types';
import type { ReportResponse } from '@circles/shared/schemas/reports';
import { keys, type TableKey } from '../platform/data/keys';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoMemberModulesRepository } from '../modules/data/member-modules-repository';
import { dynamoCountersRepository, dynamoReportsRepository } from './data/reports-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import { dynamoUsersRepository } from '../members/data/users-repository';
import type { DashboardDeps } from './dashboards';
import type { KnownMember } from '../members/scope';
import { readHistoricReport, type ReportsDeps } from './reports';
import type { UserRecord } from '../members/user-record';
import type { SeriesInstanceRecord } from '../series/series-records';

/** The real repositories of report reads (also what the PDF and export code passes to readReportFor). */
export const reportsDeps: ReportsDeps = {
  reports: dynamoReportsRepository,
  series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
  users: dynamoUsersRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/** The real repositories of the dashboards and counts. */
export const dashboardDeps: DashboardDeps = {
  counters: dynamoCountersRepository,
  users: dynamoUsersRepository,
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

/**
 * The routes that name a member in the path (`/user/{userId}`, `/client/{userId}`): the member's user
 * item is read in the same BatchGetItem as the caller's stored user (the wrapper's prefetch), so telling
 * an unknown member (404) costs no round trip: a latest report read stays at 3 DynamoDB calls.
 */
export const memberOptions = {
  prefetch: (params: { userId: string }): TableKey => keys.user(params.userId),
};
/** {@link memberOptions} of the routes whose parameter the spec spells `userID`. */
export const memberIDOptions = {
  prefetch: (params: { userID: string }): TableKey => keys.user(params.userID),
};

/** The prefetched member as the domain takes it (the item under a user key is the user). */
export const knownMember = (prefetched: Record<string, unknown> | undefined): KnownMember => ({
  member: prefetched as UserRecord | undefined,
});
