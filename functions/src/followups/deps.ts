import { dynamoAuditLog } from '../data/audit-repository';
import { dynamoUsersRepository } from '../data/users-repository';
import { dynamoFollowupsRepository } from './repository';
import type { FollowupsDeps } from './use-cases';

/** The real repositories of the follow-ups routes. */
export const followupsDeps: FollowupsDeps = {
  followups: dynamoFollowupsRepository,
  users: dynamoUsersRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
