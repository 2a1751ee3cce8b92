import { noteRoutes } from '@circles/shared/api/routes/notes';
import { noteAttachmentUrl } from '../../domain/notes';
import { httpHandler } from '../../http/handler';
import { notesDeps } from './deps';

export const handler = httpHandler(noteRoutes.notesAttachmentDownload, ({ actor, params }) =>
  noteAttachmentUrl(notesDeps, actor, params.id),
);
