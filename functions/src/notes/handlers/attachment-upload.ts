import { noteRoutes } from '@circles/shared/api/routes/notes';
import { requestAttachmentUpload } from '../notes';
import { httpHandler } from '../../platform/http/handler';
import { notesDeps } from '../deps';

export const handler = httpHandler(noteRoutes.notesAttachmentUpload, ({ actor, body }) =>
  requestAttachmentUpload(notesDeps, actor, body.size),
);
