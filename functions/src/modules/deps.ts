import { ulid } from 'ulid';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoMemberModulesRepository } from './data/member-modules-repository';
import { dynamoTemplatesRepository } from './data/module-templates-repository';
import { chapterAnswers } from '../reports/data/reports-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import type { ModulesDeps } from './module-records';
import { followupOpeningDeps } from '../followups/opening-deps';

/** The real repositories of the modules area. */
export const modulesDeps: ModulesDeps = {
  templates: dynamoTemplatesRepository,
  modules: dynamoMemberModulesRepository,
  users: dynamoUserReads,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
  seriesInstances: { get: (id) => dynamoSeriesRepository.getInstance(id) },
  chapterAnswers,
  followupOpening: followupOpeningDeps,
};
