import { dynamoAuditLog } from '../platform/data/audit-repository';
import { filesBucket } from '../platform/data/files';
import { dynamoNotesRepository } from './data/notes-repository';
import { dynamoPeopleReads } from '../users/data/people-repository';
import { dynamoStickyNotesRepository } from './data/sticky-notes-repository';
import type { NotesDeps } from './notes';

/** The real repositories and bucket of the notes routes. */
export const notesDeps: NotesDeps = {
  notes: dynamoNotesRepository,
  stickyNotes: dynamoStickyNotesRepository,
  files: filesBucket,
  people: dynamoPeopleReads,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
