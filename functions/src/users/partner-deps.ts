import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoLoginAttempts } from './data/login-attempts-repository';
import { dynamoPartnerLinks } from './data/partner-links';
import { dynamoUsersRepository } from '../members/data/users-repository';
import type { PartnerLinkDeps } from './partner-links';
import type { PartnerLoginDeps } from './partner-login';
import { cognitoPartnerSessions } from './identity/partner-session';
import { verifyPartnerToken } from './identity/partner-token';
import { peopleDeps } from './deps';

/** The real dependencies of the partner sign-in (issue 23). */
export const partnerLoginDeps: PartnerLoginDeps = {
  users: dynamoUsersRepository,
  links: dynamoPartnerLinks,
  sessions: cognitoPartnerSessions,
  attempts: dynamoLoginAttempts,
  audit: dynamoAuditLog,
  verify: (token, email) => verifyPartnerToken(token, email),
  now: () => new Date(),
};

/** The real dependencies of an Admin's partner links. */
export const partnerLinkDeps: PartnerLinkDeps = {
  ...peopleDeps,
  links: dynamoPartnerLinks,
  sessions: cognitoPartnerSessions,
};
