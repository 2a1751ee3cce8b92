import { handler as downloadAttachment } from '../handlers/notes/attachment-download';
import { handler as uploadAttachment } from '../handlers/notes/attachment-upload';
import { handler as createNote } from '../handlers/notes/create';
import { handler as listNotes } from '../handlers/notes/list';
import { handler as markRead } from '../handlers/notes/mark-read';
import { handler as createStickyNote } from '../handlers/notes/sticky-create';
import { areaHandler } from '../http/area';

/** The notes area's function: notes with PDF attachments (files bucket) and sticky notes. */
export const handler = areaHandler('notes', [
  createStickyNote,
  listNotes,
  uploadAttachment,
  createNote,
  markRead,
  downloadAttachment,
]);
