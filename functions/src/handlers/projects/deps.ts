import { ulid } from 'ulid';
import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoTemplatesRepository } from '../../data/module-templates-repository';
import { dynamoProjectsRepository } from '../../data/projects-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import { dynamoUsersRepository } from '../../data/users-repository';
import type { ProjectsDeps } from '../../domain/projects';

/** The real repositories of the projects area. */
export const projectsDeps: ProjectsDeps = {
  projects: dynamoProjectsRepository,
  series: dynamoSeriesRepository,
  templates: dynamoTemplatesRepository,
  users: dynamoUsersRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
};
