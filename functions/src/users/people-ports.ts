import type { StickyNote } from '@circles/shared/schemas/people';
import type { AuditEvent } from '../members/ports';
import type { UserRecord } from '../members/user-record';

/** A facility (spec 002 §3.2) as stored. */
export interface FacilityRecord {
  id: string;
  name: string;
  prefix: string;
}

/** One user's new assignment lists, written in one transaction with the others of the same change. */
export interface AssignmentChange {
  user: UserRecord;
  patients: string[];
  workers: string[];
}

/** Stored users as user management needs them (Query and Get only, never a table-wide read). */
export interface PeopleRepository {
  get(id: string): Promise<UserRecord | undefined>;
  /** Users by id (missing ids are left out). */
  getMany(ids: readonly string[]): Promise<UserRecord[]>;
  /** Every user of a facility (`undefined`: users without one), only active ones when asked. */
  listInFacility(facilityId: string | undefined, activeOnly: boolean): Promise<UserRecord[]>;
  /** Every user (Admins' list). */
  listAll(): Promise<UserRecord[]>;
  /** Creates the profile and claims its email and phone, with its audit event, in one transaction. */
  create(user: UserRecord, audit: AuditEvent): Promise<void>;
  findIdByEmail(email: string): Promise<string | undefined>;
  findIdByPhone(phone: string): Promise<string | undefined>;
  /**
   * Versioned update of `current` with `patch` (stale → 409): index keys follow status and facility,
   * email and phone claims move with them (taken → 400), the audit event is written in the same
   * transaction. Returns the stored result.
   */
  save(current: UserRecord, patch: Partial<UserRecord>, audit: AuditEvent): Promise<UserRecord>;
  /** Claims a research ID for the user and stores it, in one transaction. */
  saveResearch(
    current: UserRecord,
    research: { id: string; enabled: boolean },
    audit: AuditEvent,
  ): Promise<UserRecord>;
  /** Writes every user's lists in one transaction, each conditioned on the version read (stale → 409). */
  setAssignments(changes: readonly AssignmentChange[], at: string): Promise<void>;
  /**
   * Removes the user's profile, unique claims and research claim, and the user from the given
   * others' lists, in one transaction with the audit event.
   */
  deleteProfile(user: UserRecord, others: readonly AssignmentChange[], audit: AuditEvent): Promise<void>;
  facilities(): Promise<FacilityRecord[]>;
  facility(id: string): Promise<FacilityRecord | undefined>;
}

/** Sticky notes on a member (spec 002 §3.4). */
export interface StickyNotesRepository {
  create(note: StickyNote, audit: AuditEvent): Promise<void>;
  listFor(memberId: string): Promise<StickyNote[]>;
  /** Removes every sticky note on the member (user deletion). */
  eraseFor(memberId: string): Promise<void>;
}
