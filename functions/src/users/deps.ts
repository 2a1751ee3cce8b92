import { dynamoAuditLog } from '../platform/data/audit-repository';
import { memberModulesOf } from './data/member-data-eraser';
import { dynamoPeopleRepository } from './data/people-repository';
import { dynamoStickyNotesRepository } from '../notes/data/sticky-notes-repository';
import type { PeopleDeps } from './people';
import type { PeopleAdminDeps } from './people-admin';
import { cognitoIdentityProvider } from './identity/cognito';

/** The real repositories of the user management routes. */
export const peopleDeps: PeopleDeps = {
  people: dynamoPeopleRepository,
  stickyNotes: dynamoStickyNotesRepository,
  memberModules: { listByMember: memberModulesOf },
  audit: dynamoAuditLog,
  now: () => new Date(),
};

/** The people deps plus the identity provider (Cognito). */
export const peopleAdminDeps: PeopleAdminDeps = { ...peopleDeps, identity: cognitoIdentityProvider };
