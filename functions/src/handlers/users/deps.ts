import { dynamoAuditLog } from '../../data/audit-repository';
import { memberModulesOf } from '../../data/member-data-eraser';
import { dynamoPeopleRepository } from '../../data/people-repository';
import { dynamoStickyNotesRepository } from '../../data/sticky-notes-repository';
import type { PeopleDeps } from '../../domain/people';
import type { PeopleAdminDeps } from '../../domain/people-admin';
import { cognitoIdentityProvider } from '../../identity/cognito';

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
