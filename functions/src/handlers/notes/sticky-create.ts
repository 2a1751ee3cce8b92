import { noteRoutes } from '@circles/shared/api/routes/notes';
import { createStickyNote } from '../../domain/notes';
import { httpHandler } from '../../http/handler';
import { notesDeps } from './deps';

export const handler = httpHandler(noteRoutes.stickyNotesCreate, ({ actor, body }) =>
  createStickyNote(notesDeps, actor, body),
);
