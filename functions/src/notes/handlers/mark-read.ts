import { noteRoutes } from '@circles/shared/api/routes/notes';
import { markNoteRead } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.notesMarkRead, ({ actor, body }) =>
  markNoteRead(notesDeps, actor, body.noteID),
);
