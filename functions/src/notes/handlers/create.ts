import { noteRoutes } from '@circles/shared/api/routes/notes';
import { createNote } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.notesCreate, ({ actor, body }) =>
  createNote(notesDeps, actor, body),
);
