import { peopleRoutes } from '@circles/shared/api/routes/people';
import { filesBucket } from '../../data/files';
import { eraseMemberDataOf } from '../../data/member-data-eraser';
import { dynamoNotesRepository } from '../../data/notes-repository';
import { dynamoStickyNotesRepository } from '../../data/sticky-notes-repository';
import { eraseNotesOf } from '../../domain/notes';
import { deleteUser, type PersonalDataEraser } from '../../domain/people-delete';
import { httpHandler } from '../../http/handler';
import { peopleAdminDeps } from './deps';

/** What deleting a user erases besides the profile: notes and their PDFs, sticky notes, modules, series. */
const erasers: PersonalDataEraser[] = [
  (userId) =>
    eraseNotesOf(
      { notes: dynamoNotesRepository, files: filesBucket, stickyNotes: dynamoStickyNotesRepository },
      userId,
    ),
  async (userId) => {
    await eraseMemberDataOf(userId);
  },
];

export const handler = httpHandler(peopleRoutes.usersDelete, ({ actor, params }) =>
  deleteUser({ ...peopleAdminDeps, erasers }, actor, params.id),
);
