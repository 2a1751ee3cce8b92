import { ulid } from 'ulid';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoUserReads } from '../members/data/users-repository';
import { dynamoFollowupsRepository, followupReads } from './data/repository';
import type { ResourcesDeps, ResourcesReadDeps } from './resources';
import { dynamoServiceListsRepository, facilityExists, readServiceList } from './data/resources-repository';
import type { FollowupsDeps, FollowupsReadDeps } from './use-cases';

const users = { get: (id: string) => dynamoUserReads.get(id) };

/** The real reads of the follow-up routes that change nothing. */
export const followupsReadDeps: FollowupsReadDeps = {
  followups: followupReads,
  users,
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/** The real repositories of the follow-up actions. */
export const followupsDeps: FollowupsDeps = {
  ...followupsReadDeps,
  followups: dynamoFollowupsRepository,
  serviceLists: { get: readServiceList },
};

/** The reads of a facility's service list. */
export const resourcesReadDeps: ResourcesReadDeps = { lists: { get: readServiceList, facilityExists } };

/** The real repositories of the facilities' service lists ('Referred to …'). */
export const resourcesDeps: ResourcesDeps = {
  lists: dynamoServiceListsRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
  newId: () => ulid(),
};
