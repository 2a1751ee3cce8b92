import { ulid } from 'ulid';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoTemplatesRepository } from '../modules/data/module-templates-repository';
import { dynamoProjectsRepository } from './data/projects-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import type { ProjectsDeps } from './projects';

/** The real repositories of the projects area. */
export const projectsDeps: ProjectsDeps = {
  projects: dynamoProjectsRepository,
  series: dynamoSeriesRepository,
  templates: dynamoTemplatesRepository,
  users: dynamoUserReads,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
};
