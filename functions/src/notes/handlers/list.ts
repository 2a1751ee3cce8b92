import { noteRoutes } from '@circles/shared/api/routes/notes';
import { listNotes } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.notesList, ({ actor, params, query }) =>
  listNotes(notesDeps, actor, params.id, query.box),
);
