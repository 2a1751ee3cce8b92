import { peopleRoutes } from '@circles/shared/api/routes/people';
import { filesBucket } from '../../data/files';
import { dynamoNotesRepository } from '../../data/notes-repository';
import { dynamoStickyNotesRepository } from '../../data/sticky-notes-repository';
import { eraseNotesOf } from '../../domain/notes';
import { deleteUser, type PersonalDataEraser } from '../../domain/people-delete';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

/** What deleting a user erases besides the profile; issues 8 and 9 add modules and series instances. */
const erasers: PersonalDataEraser[] = [
  (userId) =>
    eraseNotesOf(
      { notes: dynamoNotesRepository, files: filesBucket, stickyNotes: dynamoStickyNotesRepository },
      userId,
    ),
];

export const handler = httpHandler(peopleRoutes.usersDelete, ({ actor, params }) =>
  deleteUser({ ...peopleAdminDeps, erasers }, actor, params.id),
);
