import { ulid } from 'ulid';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoTemplatesRepository } from '../modules/data/module-templates-repository';
import { dynamoSeriesRepository } from './data/series-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import type { SeriesDeps } from './series';

/** The real repositories of the series area. */
export const seriesDeps: SeriesDeps = {
  series: dynamoSeriesRepository,
  templates: dynamoTemplatesRepository,
  users: dynamoUserReads,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
};
