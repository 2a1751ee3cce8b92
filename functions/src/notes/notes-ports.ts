import type { AuditEvent } from '../members/ports';

/** A note as stored (spec 002 §3.5): names are read from the users when listed. */
export interface NoteRecord {
  id: string;
  senderId: string;
  receiverId: string;
  message: string;
  /** The attached PDF: its object key and size. */
  pdf?: { key: string; size: number };
  status: 'unread' | 'read';
  createdAt: string;
  readAt?: string;
}

/** An upload granted to a user, consumed by the note that carries it. */
export interface NoteUploadRecord {
  id: string;
  ownerId: string;
  size: number;
  key: string;
  expiresAt: number;
}

export interface NotesRepository {
  get(id: string): Promise<NoteRecord | undefined>;
  listTo(receiverId: string): Promise<NoteRecord[]>;
  listFrom(senderId: string): Promise<NoteRecord[]>;
  saveUpload(upload: NoteUploadRecord): Promise<void>;
  getUpload(id: string): Promise<NoteUploadRecord | undefined>;
  /** Stores the note (consuming its upload, if any) with the audit event, in one transaction. */
  create(note: NoteRecord, uploadId: string | undefined, audit: AuditEvent): Promise<void>;
  markRead(id: string, at: string, audit: AuditEvent): Promise<NoteRecord>;
  /** Deletes the note items (not the files). */
  remove(ids: readonly string[]): Promise<void>;
}

/** The files bucket as notes need it. */
export interface NoteFiles {
  presignPut(key: string, contentType: string, size: number, seconds: number): Promise<string>;
  presignGet(key: string, fileName: string, seconds: number): Promise<string>;
  sizeOf(key: string): Promise<number | undefined>;
  head(key: string, length: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
}
