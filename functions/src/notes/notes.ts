import { can } from '@circles/shared/access/policy';
import { isMemberRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { NOTE_PDF_MAX_BYTES, NOTE_URL_SECONDS, type Note } from '@circles/shared/schemas/note';
import type { StickyNote } from '@circles/shared/schemas/people';
import { ulid } from 'ulid';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { NoteFiles, NoteRecord, NotesRepository } from './notes-ports';
import { changeEvent } from '../users/people-admin';
import { notFound } from '../users/people';
import type { PeopleRepository, StickyNotesRepository } from '../users/people-ports';
import type { AuditLog } from '../members/ports';
import { deny, forbiddenError, noteInScope, userInScope } from '../members/scope';
import type { UserRecord } from '../members/user-record';

/** What the notes use cases need. */
export interface NotesDeps {
  notes: NotesRepository;
  stickyNotes: StickyNotesRepository;
  files: NoteFiles;
  people: Pick<PeopleRepository, 'get' | 'getMany'>;
  audit: AuditLog;
  now: () => Date;
}

/** The people repository as the scope loader reads users. */
const peopleOf = (deps: NotesDeps) => ({ users: deps.people, audit: deps.audit, now: deps.now });

/** The bytes every PDF file starts with. */
const PDF_MAGIC = '%PDF-';

/** `POST /api/stickynotes` (spec 002 §3.4): staff who may handle the member's record; created open. */
export async function createStickyNote(
  deps: NotesDeps,
  actor: Actor,
  body: { patientId: string; level: StickyNote['level']; message: string },
): Promise<{ stickyNote: StickyNote }> {
  if (!can(actor, 'stickyNote.write')) throw forbiddenError();
  const rule = { action: 'stickyNote.write', event: 'stickyNote.write' } as const;
  const member = await userInScope(peopleOf(deps), actor, body.patientId, rule, notFound);
  // Sticky notes are on members only (an Admin may handle any user's record).
  if (!isMemberRole(member.role)) await deny(deps, actor, rule.event, body.patientId, notFound());
  const actorRecord = await deps.people.get(actor.id);
  const at = deps.now().toISOString();
  const note: StickyNote = {
    _id: ulid(),
    patientId: member.id,
    level: body.level,
    message: body.message,
    open: true,
    createdBy: actor.id,
    createdByName: actorRecord?.info.name,
    modifiedBy: actor.id,
    createdAt: at,
  };
  await deps.stickyNotes.create(note, changeEvent(deps, actor, 'stickyNote.write', member.id));
  return { stickyNote: note };
}

function toNote(n: NoteRecord, names: Map<string, string>): Note {
  return {
    _id: n.id,
    senderId: n.senderId,
    sender: { _id: n.senderId, info: { name: names.get(n.senderId) ?? '' } },
    receiverId: n.receiverId,
    receiver: { _id: n.receiverId, info: { name: names.get(n.receiverId) ?? '' } },
    message: n.message,
    ...(n.pdf ? { pdf: { size: n.pdf.size } } : {}),
    status: n.status,
    createdAt: n.createdAt,
    ...(n.readAt ? { readAt: n.readAt } : {}),
  };
}

async function namesOf(deps: NotesDeps, notes: readonly NoteRecord[]): Promise<Map<string, string>> {
  const ids = notes.flatMap((n) => [n.senderId, n.receiverId]);
  const users = await deps.people.getMany(ids);
  return new Map(users.map((u) => [u.id, u.info.name]));
}

/** `GET /api/notes/{id}`: the caller's own received (or sent) notes, newest first; anyone else's: 404. */
export async function listNotes(
  deps: NotesDeps,
  actor: Actor,
  id: string,
  box: 'received' | 'sent',
): Promise<{ foundNotes: Note[] }> {
  if (id !== actor.id) {
    await audit(deps, actor, 'note.read', id, 'denied');
    throw notFound();
  }
  const notes = box === 'sent' ? await deps.notes.listFrom(id) : await deps.notes.listTo(id);
  const names = await namesOf(deps, notes);
  await audit(deps, actor, 'note.list', id, 'allowed');
  return { foundNotes: notes.map((n) => toNote(n, names)) };
}

/** The files-bucket key of a note attachment: under `notes/`, the one prefix the notes area may touch. */
export const noteAttachmentKey = (id: string) => `notes/${id}.pdf`;

/** `POST /api/notes/attachments`: a presigned upload of one PDF, recorded for the caller only. */
export async function requestAttachmentUpload(deps: NotesDeps, actor: Actor, size: number) {
  if (!can(actor, 'note.send')) throw forbiddenError();
  const id = ulid();
  const key = noteAttachmentKey(id);
  const now = deps.now();
  const url = await deps.files.presignPut(key, 'application/pdf', size, NOTE_URL_SECONDS);
  await deps.notes.saveUpload({
    id,
    ownerId: actor.id,
    size,
    key,
    // Unused uploads are forgotten after a day (table TTL).
    expiresAt: Math.floor(now.getTime() / 1000) + 24 * 3600,
  });
  return {
    attachmentId: id,
    url,
    method: 'PUT' as const,
    headers: { 'content-type': 'application/pdf' },
    expiresAt: new Date(now.getTime() + NOTE_URL_SECONDS * 1000).toISOString(),
  };
}

function refused(code: 'NOT_PDF' | 'PDF_TOO_LARGE' | 'ATTACHMENT_MISSING'): AppError {
  const key =
    code === 'NOT_PDF'
      ? 'users.notes.server.notPdf'
      : code === 'PDF_TOO_LARGE'
        ? 'users.notes.server.pdfTooLarge'
        : 'users.notes.server.attachmentMissing';
  return new AppError('BAD_REQUEST', msg(key), {
    code,
    issues: [{ path: 'attachmentId', message: msg(key) }],
  });
}

/** Checks the uploaded bytes before the note is saved: present, at most 5 MB, a PDF by its first bytes. */
async function checkedAttachment(deps: NotesDeps, actor: Actor, attachmentId: string) {
  const upload = await deps.notes.getUpload(attachmentId);
  // Someone else's upload answers as a missing one (its existence not revealed); the attempt is audited.
  if (upload && upload.ownerId !== actor.id) await audit(deps, actor, 'note.send', upload.ownerId, 'denied');
  if (!upload || upload.ownerId !== actor.id) throw refused('ATTACHMENT_MISSING');
  const size = await deps.files.sizeOf(upload.key);
  if (size === undefined || size === 0) throw refused('ATTACHMENT_MISSING');
  if (size > NOTE_PDF_MAX_BYTES) {
    await deps.files.remove(upload.key);
    throw refused('PDF_TOO_LARGE');
  }
  const head = await deps.files.head(upload.key, PDF_MAGIC.length);
  if (head.toString('latin1') !== PDF_MAGIC) {
    await deps.files.remove(upload.key);
    throw refused('NOT_PDF');
  }
  return { key: upload.key, size };
}

/** `POST /api/notes`: to a user the caller may send to (ACCESS.md 'notes: send'); 404 otherwise. */
export async function createNote(
  deps: NotesDeps,
  actor: Actor,
  body: { receiverId: string; message: string; attachmentId?: string },
): Promise<{ note: Note }> {
  const rule = { action: 'note.send', event: 'note.send' } as const;
  const receiver = await userInScope(peopleOf(deps), actor, body.receiverId, rule, notFound);
  if (receiver.id === actor.id) await deny(deps, actor, rule.event, body.receiverId, notFound());
  const pdf = body.attachmentId ? await checkedAttachment(deps, actor, body.attachmentId) : undefined;
  const note: NoteRecord = {
    id: ulid(),
    senderId: actor.id,
    receiverId: receiver.id,
    message: body.message,
    ...(pdf ? { pdf } : {}),
    status: 'unread',
    createdAt: deps.now().toISOString(),
  };
  await deps.notes.create(note, body.attachmentId, changeEvent(deps, actor, 'note.send', receiver.id));
  const sender = await deps.people.get(actor.id);
  return {
    note: toNote(
      note,
      new Map([sender, receiver].filter((u): u is UserRecord => !!u).map((u) => [u.id, u.info.name])),
    ),
  };
}

/** A note the caller may touch: its receiver (or, when `senderToo`, its sender); else 404. */
function ownNote(deps: NotesDeps, actor: Actor, id: string, senderToo: boolean): Promise<NoteRecord> {
  const rule = { action: senderToo ? 'note.read' : 'note.markRead', event: 'note.read' } as const;
  return noteInScope(
    deps,
    actor,
    id,
    rule,
    () => new AppError('NOT_FOUND', msg('users.notes.server.noteNotFound')),
  );
}

/** `PUT /api/notes`: the receiver marks the note read (again: no change). */
export async function markNoteRead(deps: NotesDeps, actor: Actor, noteId: string): Promise<{ note: Note }> {
  const note = await ownNote(deps, actor, noteId, false);
  const at = deps.now().toISOString();
  const read = await deps.notes.markRead(
    note.id,
    at,
    changeEvent(deps, actor, 'note.markRead', note.receiverId),
  );
  return { note: toNote(read, await namesOf(deps, [read])) };
}

/** `GET /api/notes/attachment/{id}`: a download URL valid 5 minutes, for sender and receiver only. */
export async function noteAttachmentUrl(deps: NotesDeps, actor: Actor, noteId: string) {
  const note = await ownNote(deps, actor, noteId, true);
  if (!note.pdf) throw new AppError('NOT_FOUND', 'Not found.');
  const now = deps.now();
  const fileName = `note_${note.createdAt.slice(0, 10)}.pdf`;
  const url = await deps.files.presignGet(note.pdf.key, fileName, NOTE_URL_SECONDS);
  await audit(deps, actor, 'note.download', note.receiverId, 'allowed');
  return { url, fileName, expiresAt: new Date(now.getTime() + NOTE_URL_SECONDS * 1000).toISOString() };
}

/**
 * Erases a user's notes, sent and received, with their files, and the sticky notes on them: the notes
 * part of deleting a user (the deletion's registry of erasers calls it).
 */
export async function eraseNotesOf(deps: Pick<NotesDeps, 'notes' | 'files' | 'stickyNotes'>, userId: string) {
  const all = [...(await deps.notes.listTo(userId)), ...(await deps.notes.listFrom(userId))];
  await Promise.all(all.filter((n) => n.pdf).map((n) => deps.files.remove(n.pdf!.key)));
  await deps.notes.remove([...new Set(all.map((n) => n.id))]);
  await deps.stickyNotes.eraseFor(userId);
}
