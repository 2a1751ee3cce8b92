import type { FollowupOpeningDeps } from '../followups/opening';
import type { FollowupOpening } from '../followups/records';
import type { ReportRoundRecord } from '../reports/reports';
import type { CounterDelta } from '../reports/dashboards';
import type {
  MemberModule,
  MemberModuleSummary,
  ResponseJSON,
  ModuleTemplate,
  ModuleDefinition,
  ModuleTemplateSummary,
} from '@circles/shared/schemas/module';
import type { Actor } from '@circles/shared/access/types';
import { missingFrench } from '@circles/shared/instruments/french';
import type { AuditEvent, AuditLog, UsersRepository } from '../members/ports';
import type { SeriesInstanceRecord } from '../series/series-records';

/** Who made and last changed a stored record, when, and its version (for versioned updates). */
export interface StampedRecord {
  createdAt: string;
  createdBy: string;
  createdByName?: string;
  updatedAt: string;
  modifiedBy: string;
  modifiedByName?: string;
  version: number;
}

/** A module template as stored (spec 001 §3 'Survey template'). */
export interface TemplateRecord extends StampedRecord {
  id: string;
  name: string;
  /** The name in French (issue 25); '' or absent: none. */
  nameFr?: string;
  /**
   * How many texts of its definition lack French (`missingFrench`), counted when the definition is
   * written so the list flags a template without reading definitions. Absent on older items.
   */
  textsWithoutFrench?: number;
  surveyJSON: ModuleDefinition;
  isPublic: boolean;
  /** Deleted while member modules used it: left out of the list, still readable by id. */
  archived: boolean;
  /** How many member modules were started from it and still exist (kept by their transactions). */
  useCount?: number;
}

/** A template's fields an edit may change. */
export type TemplateChange = Partial<
  Pick<TemplateRecord, 'name' | 'nameFr' | 'surveyJSON' | 'textsWithoutFrench' | 'isPublic'>
> &
  Pick<TemplateRecord, 'modifiedBy' | 'modifiedByName'>;

/** A member module's summary item (its META): what lists show. */
export interface MemberModuleRecord extends StampedRecord {
  id: string;
  name: string;
  /** The template's French name when started (issue 25). */
  nameFr?: string;
  templateId: string;
  memberCollection: string | null;
  patientId: string;
  patientName: string;
  completeness: number;
  completed: boolean;
  completedAt?: string;
  approved: boolean;
  approvedBy?: string;
  approvedByName?: string;
  approvedAt?: string;
}

/** A member module whole: its summary, the copied definition and the answers (current and previous). */
export interface StoredModule {
  meta: MemberModuleRecord;
  surveyJSON: ModuleDefinition;
  responseJSON: ResponseJSON;
  /** The answers before the last save (what Restore brings back). */
  previousResponseJSON?: ResponseJSON;
}

/**
 * One versioned write of a member module. `set` changes the summary (conditioned on
 * `before.version`, and on the module not being locked as `unlocked` says); `answers` replaces the
 * answers item. The data layer writes it, with `audit`, as one transaction.
 */
export interface ModuleWrite {
  before: MemberModuleRecord;
  set: Partial<Omit<MemberModuleRecord, 'id' | 'version' | 'createdAt' | 'createdBy' | 'patientId'>>;
  answers?: { responseJSON: ResponseJSON; previousResponseJSON?: ResponseJSON };
  /** 'answers': neither completed nor approved; 'approval': not approved. */
  unlocked: 'answers' | 'approval';
  audit: AuditEvent;
  at: string;
  /**
   * The series instance the module belongs to, as read, and what its chapter's new completeness sets
   * on it (issue 9): written in the same transaction, versioned on the instance.
   */
  series?: { before: SeriesInstanceRecord; set: Record<string, unknown> };
  /**
   * The instance's recomputed report round and the dashboard counters it moves (issue 11): written in
   * the same transaction (only with `series`, whose versioned update guards the round's inputs).
   */
  report?: {
    round?: ReportRoundRecord;
    counters?: CounterDelta;
    /** The follow-ups the round's new findings open (issue 24), in the same transaction. */
    followups?: FollowupOpening;
  };
}

/** Stored module templates. */
export interface TemplatesRepository {
  get(id: string): Promise<TemplateRecord | undefined>;
  /** Templates not archived, newest first, without their definitions (`surveyJSON` is `{}`). */
  list(): Promise<TemplateRecord[]>;
  create(record: TemplateRecord, audit: AuditEvent): Promise<void>;
  /**
   * Versioned edit of `before` (as read), conditioned on `expectedVersion` (stale → 409, missing → 404),
   * audited in the same transaction. Returns the new record.
   */
  update(
    before: TemplateRecord,
    expectedVersion: number,
    change: TemplateChange,
    at: string,
    audit: AuditEvent,
  ): Promise<TemplateRecord>;
  /** Removes an unused template, archives one in use (atomically on its `useCount`); undefined: missing. */
  remove(id: string, at: string, audit: AuditEvent): Promise<{ archived: boolean } | undefined>;
}

/** Stored member modules. */
export interface MemberModulesRepository {
  get(id: string): Promise<StoredModule | undefined>;
  /** One member's modules, newest first. */
  listByMember(memberId: string, limit: number): Promise<MemberModuleRecord[]>;
  /** Every module, newest first (the Admin's list). */
  listAll(limit: number): Promise<MemberModuleRecord[]>;
  /** One series instance's modules, newest first. */
  listBySeries(seriesInstanceId: string, limit: number): Promise<MemberModuleRecord[]>;
  /** Stores a new module and counts it on its template (404 when the template is missing or archived). */
  start(module: StoredModule, audit: AuditEvent): Promise<void>;
  /** Writes `write` in one transaction; returns the new summary. 409 when stale or locked. */
  write(write: ModuleWrite): Promise<MemberModuleRecord>;
  /**
   * Removes a module (summary, definition, answers) in one transaction; with `series`, its instance
   * loses the chapter in the same transaction (versioned on the instance: `SERIES_STALE` 409 when it
   * changed since read, so the caller re-reads and retries).
   */
  remove(
    meta: MemberModuleRecord,
    audit: AuditEvent,
    series?: { before: SeriesInstanceRecord; set: Record<string, unknown>; at: string },
  ): Promise<void>;
}

export interface ModulesDeps {
  templates: TemplatesRepository;
  modules: MemberModulesRepository;
  users: Pick<UsersRepository, 'get'>;
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
  /** Series instances, read so a module save moves its instance's completeness (issue 9). */
  seriesInstances?: { get(id: string): Promise<SeriesInstanceRecord | undefined> };
  /** The answers of an instance's chapters, read so a save recomputes the report round (issue 11). */
  chapterAnswers?: (ids: readonly string[]) => Promise<Map<string, Record<string, unknown>>>;
  /** What opening follow-ups from a round's findings reads (issue 24); none opened without it. */
  followupOpening?: FollowupOpeningDeps;
}

/** The caller: the access policy's actor and the display name stamped on what they write. */
export interface Caller {
  actor: Actor;
  name: string;
}

/** The stamp of a new record: created and last changed by `caller` at `at`, version 1. */
export function newRecordStamp(caller: Caller, at: string) {
  return {
    createdAt: at,
    createdBy: caller.actor.id,
    createdByName: caller.name,
    updatedAt: at,
    modifiedBy: caller.actor.id,
    modifiedByName: caller.name,
    version: 1,
  };
}

/**
 * Whether a French reader would read part of a template in English: a text or its name (issue 25). A
 * template stored before its count was kept is counted from its definition when the record holds it,
 * and flagged when it does not (a list reads summaries only): unknown reads as 'to check'.
 */
function lacksFrench(r: TemplateRecord): boolean {
  const known =
    r.textsWithoutFrench ?? (hasDefinition(r.surveyJSON) ? missingFrench(r.surveyJSON).length : 1);
  return known > 0 || !r.nameFr?.trim();
}

function hasDefinition(json: unknown): boolean {
  return typeof json === 'object' && json !== null && Object.keys(json).length > 0;
}

export function toModuleTemplateSummary(r: TemplateRecord): ModuleTemplateSummary {
  return {
    _id: r.id,
    name: r.name,
    ...(r.nameFr ? { nameFr: r.nameFr } : {}),
    missingFrench: lacksFrench(r),
    isPublic: r.isPublic,
    archived: r.archived,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    ...(r.createdByName ? { createdByName: r.createdByName } : {}),
    updatedAt: r.updatedAt,
    modifiedBy: r.modifiedBy,
    ...(r.modifiedByName ? { modifiedByName: r.modifiedByName } : {}),
    version: r.version,
  };
}

export function toModuleTemplate(r: TemplateRecord): ModuleTemplate {
  return { ...toModuleTemplateSummary(r), surveyJSON: r.surveyJSON };
}

export function toMemberModuleSummary(m: MemberModuleRecord): MemberModuleSummary {
  const { id, ...rest } = m;
  return { _id: id, ...rest };
}

export function toMemberModule(s: StoredModule): MemberModule {
  return {
    ...toMemberModuleSummary(s.meta),
    surveyJSON: s.surveyJSON,
    responseJSON: s.responseJSON,
    canRestore: s.previousResponseJSON !== undefined,
  };
}
