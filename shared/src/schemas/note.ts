import * as z from 'zod';
import { msg as usersMsg } from '../messages/users';
import { msg } from '../messages/validation';
import { idSchema, isoDateTimeSchema } from './common';
import { TEXT_MAX, text } from './limits';

/** Largest PDF a note may carry: 5 MB (the Lambda payload limit of 6 MB never applies: uploads go to S3). */
export const NOTE_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** Longest note text. */
export const NOTE_MESSAGE_MAX_LENGTH = 2000;
/** Lifetime of a presigned upload or download URL, in seconds (download ≤ 5 minutes). */
export const NOTE_URL_SECONDS = 300;

/** A note between two users (spec 002 §3.5). `senderId`, `status` and dates are the server's. */
export const noteSchema = z.object({
  _id: z.string(),
  senderId: idSchema,
  sender: z.object({ _id: idSchema, info: z.object({ name: z.string() }) }),
  receiverId: idSchema,
  receiver: z.object({ _id: idSchema, info: z.object({ name: z.string() }) }),
  message: z.string(),
  /** The attached PDF, if any: its size; download through `GET /api/notes/attachment/{id}`. */
  pdf: z.object({ size: z.number().int().min(1) }).optional(),
  status: z.enum(['unread', 'read']),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.optional(),
});
export type Note = z.infer<typeof noteSchema>;

/** `GET /api/notes/{id}` query: the notes `{id}` received (default) or sent. */
export const noteListQuerySchema = z.object({ box: z.enum(['received', 'sent']).default('received') });
/** `GET /api/notes/{id}` (spec 002 §7 'foundNotes'): newest first. */
export const noteListResponseSchema = z.object({ foundNotes: z.array(noteSchema) });

/**
 * `POST /api/notes/attachments`: asks for a presigned S3 upload of one PDF of `size` bytes
 * (≤ {@link NOTE_PDF_MAX_BYTES}). The browser PUTs the file to `url` with the given headers, then
 * sends the note with `attachmentId`; the server checks the stored bytes (`%PDF-`, size) before
 * the note is saved.
 */
export const noteAttachmentBodySchema = z.object({
  size: z
    .number()
    .int()
    .min(1)
    .max(NOTE_PDF_MAX_BYTES, { error: () => usersMsg('users.notes.server.pdfTooLarge') }),
  contentType: z.literal('application/pdf'),
});
export const noteAttachmentResponseSchema = z.object({
  attachmentId: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoDateTimeSchema,
});

/**
 * `POST /api/notes` (spec 002 §7; JSON, not multipart: the PDF goes to S3 first, see
 * `POST /api/notes/attachments`). The sender is the caller, never a body field.
 */
export const noteCreateBodySchema = z.object({
  receiverId: idSchema,
  message: text(NOTE_MESSAGE_MAX_LENGTH)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { error: () => msg('validation.required.empty') })),
  attachmentId: text(26)
    .regex(/^[A-Z0-9]{26}$/)
    .optional(),
});
export const noteResponseSchema = z.object({ note: noteSchema });

/** `PUT /api/notes` (spec 002 §7 '{noteID}'): the receiver marks the note read. */
export const noteReadBodySchema = z.object({ noteID: text(TEXT_MAX.id).min(1) });

/** `GET /api/notes/attachment/{id}`: a presigned download (≤ 5 minutes) for sender and receiver only. */
export const noteDownloadResponseSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: isoDateTimeSchema,
});
