import { noteRoutes } from '@circles/shared/api/routes/notes';
import { createStickyNote } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.stickyNotesCreate, ({ actor, body }) =>
  createStickyNote(notesDeps, actor, body),
);
