import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoMemberModulesRepository } from '../../data/member-modules-repository';
import { dynamoTemplatesRepository } from '../../data/module-templates-repository';
import { dynamoReportsRepository } from '../../data/reports-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import type { FhirDeps } from '../../domain/fhir';

/** The real repositories of the FHIR reads (reports area). */
export const fhirDeps: FhirDeps = {
  users: dynamoUsersRepository,
  templates: dynamoTemplatesRepository,
  modules: dynamoMemberModulesRepository,
  reports: dynamoReportsRepository,
  series: { getInstance: (id) => dynamoSeriesRepository.getInstance(id) },
  audit: dynamoAuditLog,
  now: () => new Date(),
};
