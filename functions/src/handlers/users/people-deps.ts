import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoPeopleRepository } from '../../data/people-repository';
import { dynamoStickyNotesRepository } from '../../data/sticky-notes-repository';
import type { PeopleDeps } from '../../domain/people';

/** The real repositories of the user management routes. */
export const peopleDeps: PeopleDeps = {
  people: dynamoPeopleRepository,
  stickyNotes: dynamoStickyNotesRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
