import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoMemberModulesRepository } from '../../data/member-modules-repository';
import { dynamoCountersRepository, dynamoReportsRepository } from '../../data/reports-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import type { DashboardDeps } from '../../domain/dashboards';
import type { ReportsDeps } from '../../domain/reports';

/** The real repositories of report reads (also what the PDF and export code passes to readReportFor). */
export const reportsDeps: ReportsDeps = {
  reports: dynamoReportsRepository,
  series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
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
