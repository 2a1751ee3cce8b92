import { noteRoutes } from '@circles/shared/api/routes/notes';
import { listNotes } from '../../domain/notes';
import { httpHandler } from '../../http/handler';
import { notesDeps } from './deps';

export const handler = httpHandler(noteRoutes.notesList, ({ actor, params, query }) =>
  listNotes(notesDeps, actor, params.id, query.box),
);
