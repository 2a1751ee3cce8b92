import type { AreaRoutes } from '../areas';
import { handler as downloadAttachment } from './handlers/attachment-download';
import { handler as uploadAttachment } from './handlers/attachment-upload';
import { handler as createNote } from './handlers/create';
import { handler as listNotes } from './handlers/list';
import { handler as markRead } from './handlers/mark-read';
import { handler as createStickyNote } from './handlers/sticky-create';

/**
 * The notes area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  stickyNotesCreate: createStickyNote,
  notesList: listNotes,
  notesAttachmentUpload: uploadAttachment,
  notesCreate: createNote,
  notesMarkRead: markRead,
  notesAttachmentDownload: downloadAttachment,
} satisfies AreaRoutes<'notes'>;
