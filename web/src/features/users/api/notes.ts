import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTE_PDF_MAX_BYTES } from '@circles/shared/schemas/note';
import { ApiError, apiCall } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Query keys of notes: `notesKeys.all` covers every box of every user. */
export const notesKeys = {
  all: queryRoots.notes,
  box: (userId: string, box: 'received' | 'sent') => [...notesKeys.all, userId, box] as const,
};

/** The notes `userId` (the caller) received or sent, newest first (`GET /api/notes/{id}`). */
export function notesQueryOptions(userId: string, box: 'received' | 'sent') {
  return queryOptions({
    queryKey: notesKeys.box(userId, box),
    queryFn: ({ signal }) => apiCall('notesList', { params: { id: userId }, query: { box }, signal }),
    select: (answer) => answer.foundNotes,
  });
}

/** The caller's notes of one box. */
export function useNotes(userId: string, box: 'received' | 'sent') {
  return useQuery(notesQueryOptions(userId, box));
}

/** Whether a file is a PDF the API will take: by type or name, and not over the size limit. */
export function pdfProblem(file: File): 'notPdf' | 'tooLarge' | null {
  const pdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!pdf) return 'notPdf';
  return file.size > NOTE_PDF_MAX_BYTES ? 'tooLarge' : null;
}

/**
 * Uploads a PDF to the presigned address the API gives (`POST /api/notes/attachments`), so no request
 * carries the file through the API (Lambda's 6 MB limit); answers the attachment id for the note.
 */
async function uploadPdf(file: File): Promise<string> {
  const upload = await apiCall('notesAttachmentUpload', {
    body: { size: file.size, contentType: 'application/pdf' },
  });
  let res: Response;
  try {
    res = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: file });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The upload could not be sent');
  }
  if (!res.ok) throw new ApiError(res.status, 'UPLOAD_FAILED', 'The upload was refused');
  return upload.attachmentId;
}

/** Sends a note (with an optional PDF) to `receiverId` (`POST /api/notes`). */
export function useSendNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ receiverId, message, pdf }: { receiverId: string; message: string; pdf?: File }) => {
      const attachmentId = pdf ? await uploadPdf(pdf) : undefined;
      return apiCall('notesCreate', { body: { receiverId, message, attachmentId } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** Marks a received note read (`PUT /api/notes`). */
export function useMarkNoteRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteID: string) => apiCall('notesMarkRead', { body: { noteID } }),
    onSettled: () => client.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** A short-lived download address of a note's PDF (sender and receiver only). */
export function notePdfUrl(noteId: string): Promise<string> {
  return apiCall('notesAttachmentDownload', { params: { id: noteId } }).then((answer) => answer.url);
}
