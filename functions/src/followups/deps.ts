import { dynamoAuditLog } from '../data/audit-repository';
import { dynamoUsersRepository } from '../data/users-repository';
import { dynamoFollowupsRepository, followupReads } from './repository';
import type { FollowupsDeps, FollowupsReadDeps } from './use-cases';

const users = { get: (id: string) => dynamoUsersRepository.get(id) };

/** The real reads of the follow-up routes that change nothing. */
export const followupsReadDeps: FollowupsReadDeps = {
  followups: followupReads,
  users,
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/** The real repositories of the follow-up actions. */
export const followupsDeps: FollowupsDeps = { ...followupsReadDeps, followups: dynamoFollowupsRepository };
