import type { CounterDelta } from '../reports/dashboards';
import type { ModuleDefinition } from '@circles/shared/schemas/module';
import type { SeriesTemplate, SeriesInstance, NamedRef } from '@circles/shared/schemas/series';
import type { MemberModuleRecord, StampedRecord } from '../modules/module-records';
import type { AuditEvent } from '../members/ports';

/** A series template as stored (spec 001 §3 'Collection'). */
export interface SeriesTemplateRecord extends StampedRecord {
  id: string;
  name: string;
  /** The name in French (issue 25). */
  nameFr?: string;
  surveyList: string[];
  surveys: NamedRef[];
  projectList: string[];
  memberList: string[];
  /** Instances started from it that still exist (kept by the start and delete transactions). */
  memberCollectionCount: number;
  archived: boolean;
}

/** A series instance as stored (spec 001 §3 'Member collection'). */
export interface SeriesInstanceRecord extends StampedRecord {
  id: string;
  collectionTemplate: string;
  collectionName: string;
  /** The series template's French name when started (issue 25). */
  collectionNameFr?: string;
  member: string;
  memberName: string;
  memberSurveyList: string[];
  /** Each chapter's completeness by module id: what the instance's completeness is computed from. */
  chapterStatus: Record<string, number>;
  completeness: number;
  complete: boolean;
  /** When it last became complete (set with its place in the completions index; issue 12 exports). */
  completedAt?: string;
}

/** The share of chapters at 100, rounded (spec 001 §4), and whether all are. */
export function seriesCompleteness(chapterStatus: Record<string, number>): {
  completeness: number;
  complete: boolean;
} {
  const figures = Object.values(chapterStatus);
  if (figures.length === 0) return { completeness: 0, complete: false };
  const done = figures.filter((f) => f >= 100).length;
  return { completeness: Math.round((100 * done) / figures.length), complete: done === figures.length };
}

const optional = (name: string, value: string | undefined) => (value ? { [name]: value } : {});

/** Who created and last changed a stored series record, and its version, as the API answers them. */
function stampOf(r: SeriesTemplateRecord | SeriesInstanceRecord) {
  return {
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    ...optional('createdByName', r.createdByName),
    updatedAt: r.updatedAt,
    modifiedBy: r.modifiedBy,
    ...optional('modifiedByName', r.modifiedByName),
    version: r.version,
  };
}

/**
 * A reference to a template, series or workbook by id and name, with its French name when it has one
 * (issue 25), as series templates, workbooks and projects store them.
 */
export const namedRef = (t: { id: string; name: string; nameFr?: string }): NamedRef => ({
  _id: t.id,
  name: t.name,
  ...optional('nameFr', t.nameFr),
});

export function toSeriesTemplate(r: SeriesTemplateRecord): SeriesTemplate {
  return {
    _id: r.id,
    name: r.name,
    ...optional('nameFr', r.nameFr),
    surveyList: r.surveyList,
    surveys: r.surveys,
    projectList: r.projectList,
    memberList: r.memberList,
    memberCollectionCount: Math.max(0, r.memberCollectionCount),
    archived: r.archived,
    ...stampOf(r),
  };
}

export function toSeriesInstance(r: SeriesInstanceRecord): SeriesInstance {
  return {
    _id: r.id,
    collectionTemplate: r.collectionTemplate,
    collectionName: r.collectionName,
    ...optional('collectionNameFr', r.collectionNameFr),
    completeness: r.completeness,
    complete: r.complete,
    memberSurveyList: r.memberSurveyList,
    member: r.member,
    memberName: r.memberName,
    ...stampOf(r),
  };
}

/** The instance fields a chapter's new completeness sets (used by the module save's transaction). */
export function seriesChangeFor(
  instance: SeriesInstanceRecord,
  moduleId: string,
  figure: number,
  by: { modifiedBy: string; modifiedByName?: string },
): Record<string, unknown> | undefined {
  if (instance.chapterStatus[moduleId] === figure) return undefined;
  const chapterStatus = { ...instance.chapterStatus, [moduleId]: figure };
  return { chapterStatus, ...seriesCompleteness(chapterStatus), ...by };
}

/**
 * The instance fields after one of its chapters is deleted (issue 9): the module leaves the chapter
 * list and the chapter figures, and completeness is the share of the remaining chapters at 100.
 */
export function seriesWithoutChapter(
  instance: SeriesInstanceRecord,
  moduleId: string,
  by: { modifiedBy: string; modifiedByName?: string },
): Record<string, unknown> {
  const chapterStatus = Object.fromEntries(
    Object.entries(instance.chapterStatus).filter(([id]) => id !== moduleId),
  );
  return {
    memberSurveyList: instance.memberSurveyList.filter((id) => id !== moduleId),
    chapterStatus,
    ...seriesCompleteness(chapterStatus),
    ...by,
  };
}

/** One new member module of an instance: its summary and its copied definition (answers start empty). */
export interface NewChapter {
  meta: MemberModuleRecord;
  surveyJSON: ModuleDefinition;
}

/** Stored series templates and instances; every multi-item change is one transaction. */
export interface SeriesRepository {
  getTemplate(id: string): Promise<SeriesTemplateRecord | undefined>;
  /** Unarchived templates, newest first. */
  listTemplates(limit: number): Promise<SeriesTemplateRecord[]>;
  /** Unarchived templates listing `userId`, newest first. */
  listTemplatesListing(userId: string, limit: number): Promise<SeriesTemplateRecord[]>;
  createTemplate(record: SeriesTemplateRecord, audit: AuditEvent): Promise<void>;
  /**
   * Versioned update of `before` with `set`, a listing item per added user and the audit events, in one
   * transaction (stale → 409).
   */
  addListed(
    before: SeriesTemplateRecord,
    added: string[],
    set: Record<string, unknown>,
    at: string,
    audits: readonly AuditEvent[],
  ): Promise<void>;
  /** Removes an unused template, archives one with instances; answers whether it archived. */
  removeTemplate(before: SeriesTemplateRecord, at: string, audit: AuditEvent): Promise<boolean>;
  getInstance(id: string): Promise<SeriesInstanceRecord | undefined>;
  listInstancesOf(memberId: string, limit: number): Promise<SeriesInstanceRecord[]>;
  listAllInstances(limit: number): Promise<SeriesInstanceRecord[]>;
  /** Module summaries by id, in the order asked. */
  chapters(ids: string[]): Promise<MemberModuleRecord[]>;
  /**
   * The instance, its chapters and the counts, in ONE transaction (404 when a guard fails); with
   * `counters`, the dashboard counters move in it too (issue 11).
   */
  startInstance(
    instance: SeriesInstanceRecord,
    chapters: NewChapter[],
    audit: AuditEvent,
    counters?: CounterDelta,
  ): Promise<void>;
  /**
   * The instance and its unanswered chapters, in one transaction (409 when a guard fails); with
   * `counters`, the dashboard counters move and its report round (if any) goes in it too (issue 11).
   */
  removeInstance(
    before: SeriesInstanceRecord,
    chapters: MemberModuleRecord[],
    audit: AuditEvent,
    counters?: CounterDelta,
  ): Promise<void>;
}
