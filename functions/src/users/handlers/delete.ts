import { peopleRoutes } from '@circles/shared/api/routes/people';
import { filesBucket } from '../../platform/data/files';
import { eraseMemberDataOf } from '../data/member-data-eraser';
import { dynamoNotesRepository } from '../../notes/data/notes-repository';
import { dynamoStickyNotesRepository } from '../../notes/data/sticky-notes-repository';
import { eraseNotesOf } from '../../notes/notes';
import { deleteUser, type PersonalDataEraser } from '../people-delete';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

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
