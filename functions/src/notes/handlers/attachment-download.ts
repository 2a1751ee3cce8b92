import { noteRoutes } from '@circles/shared/api/routes/notes';
import { noteAttachmentUrl } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.notesAttachmentDownload, ({ actor, params }) =>
  noteAttachmentUrl(notesDeps, actor, params.id),
);
