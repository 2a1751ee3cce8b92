import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  noteAttachmentBodySchema,
  noteAttachmentResponseSchema,
  noteCreateBodySchema,
  noteDownloadResponseSchema,
  noteListQuerySchema,
  noteListResponseSchema,
  noteReadBodySchema,
  noteResponseSchema,
} from '../../schemas/note';
import { stickyNoteCreateBodySchema, stickyNoteResponseSchema } from '../../schemas/people';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const noteErrors = [
  'ATTACHMENT_MISSING',
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * Sticky notes and notes (spec 002 §3.4, §3.5, §7), area `notes`. Decisions:
 * - `POST /api/notes` takes JSON, not multipart: a PDF goes straight to S3 through a presigned upload
 *   (`POST /api/notes/attachments`), so no request nears Lambda's 6 MB payload limit; the server checks
 *   the stored bytes (`%PDF-`, ≤ 5 MB) before the note is saved (400 `NOT_PDF` / `PDF_TOO_LARGE`).
 * - `GET /api/notes/{id}`: `{id}` is the user whose notes are listed, and must be the caller (ACCESS.md:
 *   own received and sent notes; anyone else's answers 404).
 * - Only the receiver marks a note read (`PUT /api/notes`); sender and receiver may download its PDF.
 * - Sticky notes are read with the profile (`GET /api/users/1/{id}`); `open`, `createdBy` and
 *   `modifiedBy` are the server's.
 */
export const noteRoutes = {
  stickyNotesCreate: defineRoute({
    name: 'stickyNotesCreate',
    method: 'POST',
    path: '/api/stickynotes',
    auth: 'user',
    invalidates: ['users', 'notes'],
    errors: noteErrors,
    status: 201,
    body: stickyNoteCreateBodySchema,
    response: stickyNoteResponseSchema,
  }),
  notesList: defineRoute({
    name: 'notesList',
    method: 'GET',
    path: '/api/notes/{id}',
    auth: 'user',
    errors: noteErrors,
    params: idParamsSchema,
    query: noteListQuerySchema,
    response: noteListResponseSchema,
  }),
  notesAttachmentUpload: defineRoute({
    name: 'notesAttachmentUpload',
    method: 'POST',
    path: '/api/notes/attachments',
    auth: 'user',
    invalidates: [],
    errors: noteErrors,
    status: 201,
    body: noteAttachmentBodySchema,
    response: noteAttachmentResponseSchema,
  }),
  notesCreate: defineRoute({
    name: 'notesCreate',
    method: 'POST',
    path: '/api/notes',
    auth: 'user',
    invalidates: ['notes'],
    errors: [...noteErrors, 'NOT_PDF', 'PDF_TOO_LARGE'],
    status: 201,
    body: noteCreateBodySchema,
    response: noteResponseSchema,
  }),
  notesMarkRead: defineRoute({
    name: 'notesMarkRead',
    method: 'PUT',
    path: '/api/notes',
    auth: 'user',
    invalidates: ['notes'],
    errors: noteErrors,
    body: noteReadBodySchema,
    response: noteResponseSchema,
  }),
  notesAttachmentDownload: defineRoute({
    name: 'notesAttachmentDownload',
    method: 'GET',
    path: '/api/notes/attachment/{id}',
    auth: 'user',
    errors: noteErrors,
    params: idParamsSchema,
    response: noteDownloadResponseSchema,
  }),
};
