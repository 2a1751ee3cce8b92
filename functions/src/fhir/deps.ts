import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoMemberModulesRepository } from '../modules/data/member-modules-repository';
import { dynamoTemplatesRepository } from '../modules/data/module-templates-repository';
import { dynamoReportsRepository } from '../reports/data/reports-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import type { FhirDeps } from './fhir';

/** The real repositories of the FHIR reads (reports area). */
export const fhirDeps: FhirDeps = {
  users: dynamoUserReads,
  templates: dynamoTemplatesRepository,
  modules: dynamoMemberModulesRepository,
  reports: dynamoReportsRepository,
  series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
  audit: dynamoAuditLog,
  now: () => new Date(),
};
