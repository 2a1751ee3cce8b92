import type { NamedRef, Project, UserRef, Workbook } from '@circles/shared/schemas/series';
import type { AuditEvent } from '../members/ports';
import type { SeriesTemplateRecord } from '../series/series-records';

/** A project as stored (spec 001 §3). */
export interface ProjectRecord {
  id: string;
  name: string;
  memberList: UserRef[];
  collectionList: NamedRef[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy: string;
  version: number;
}

/** A workbook as stored (spec 001 §3). */
export interface WorkbookRecord {
  id: string;
  name: string;
  surveys: NamedRef[];
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy: string;
  version: number;
}

/** A versioned change of one item, for a transaction of several. */
export interface Change<R> {
  before: R;
  set: Record<string, unknown>;
}

/** Stored projects and workbooks; each call is one transaction (stale → 409). */
export interface ProjectsRepository {
  getProject(id: string): Promise<ProjectRecord | undefined>;
  listProjects(limit: number): Promise<ProjectRecord[]>;
  /**
   * Writes a new project (optional), versioned changes of projects and series, and the audit events,
   * in one transaction (DynamoDB: at most 100 items; callers keep within it).
   */
  write(
    change: {
      create?: ProjectRecord;
      projects?: Change<ProjectRecord>[];
      series?: Change<SeriesTemplateRecord>[];
      remove?: ProjectRecord;
    },
    at: string,
    audits: readonly AuditEvent[],
  ): Promise<void>;
  getWorkbook(id: string): Promise<WorkbookRecord | undefined>;
  listWorkbooks(limit: number): Promise<WorkbookRecord[]>;
  listWorkbooksBy(userId: string, limit: number): Promise<WorkbookRecord[]>;
  listDefaultWorkbooks(userId: string, limit: number): Promise<WorkbookRecord[]>;
  createWorkbook(record: WorkbookRecord, audit: AuditEvent): Promise<void>;
  /**
   * Sets defaults (user, workbook) not yet set, with the audit events, in one transaction; answers how
   * many were new.
   */
  setDefaults(
    pairs: { userId: string; workbookId: string; by: string }[],
    at: string,
    audits: readonly AuditEvent[],
  ): Promise<number>;
}

export function toProject(r: ProjectRecord): Project {
  return {
    _id: r.id,
    name: r.name,
    memberList: r.memberList,
    collectionList: r.collectionList,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    updatedAt: r.updatedAt,
    modifiedBy: r.modifiedBy,
    version: r.version,
  };
}

export function toWorkbook(r: WorkbookRecord): Workbook {
  return {
    _id: r.id,
    name: r.name,
    surveys: r.surveys,
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    updatedAt: r.updatedAt,
    modifiedBy: r.modifiedBy,
    version: r.version,
  };
}
