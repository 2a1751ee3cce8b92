import { ulid } from 'ulid';
import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoMemberModulesRepository } from '../../data/member-modules-repository';
import { dynamoTemplatesRepository } from '../../data/module-templates-repository';
import { chapterAnswers } from '../../data/reports-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import type { ModulesDeps } from '../../domain/module-records';
import { followupOpeningDeps } from '../../followups/opening-deps';

/** The real repositories of the modules area. */
export const modulesDeps: ModulesDeps = {
  templates: dynamoTemplatesRepository,
  modules: dynamoMemberModulesRepository,
  users: dynamoUsersRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
  seriesInstances: { get: (id) => dynamoSeriesRepository.getInstance(id) },
  chapterAnswers,
  followupOpening: followupOpeningDeps,
};
