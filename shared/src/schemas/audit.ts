import * as z from 'zod';
import { ROLES } from '../access/types';
import { msg } from '../messages/audit';
import { idSchema, isoDateTimeSchema } from './common';

/*
 * The audit log as the API answers it (issue 19; ACCESS.md 'audit log: read', Admin only). An event says
 * who (id, name, role, facility) did what action to whose record, when, and whether it was allowed. It
 * holds no health data: the stored event has ids, the action code and the outcome only, and these
 * schemas name every field that may leave (anything else is stripped by the response parse).
 */

/** An action code as the functions record it: words joined by dots (`dashboard.client`, `report.read.cc`). */
export const auditActionSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z]+(\.[A-Za-z]+)*$/, { error: () => msg('audit.api.actionInvalid') });

/** Page size of the list: default 20 (the table's default page), at most 100. */
export const AUDIT_PAGE_DEFAULT = 20;
export const AUDIT_PAGE_MAX = 100;

/** The opaque cursor of the next page (base64url); the server decodes and checks it, else 400. */
export const auditCursorSchema = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, { error: () => msg('audit.api.cursorInvalid') });

const range = {
  /** Events at or after this instant. */
  from: isoDateTimeSchema.optional(),
  /** Events before this instant (exclusive, so a day's range is [its midnight, the next midnight)). */
  to: isoDateTimeSchema.optional(),
};

function rangeInOrder(q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (q.from && q.to && Date.parse(q.from) >= Date.parse(q.to))
    ctx.addIssue({ code: 'custom', path: ['to'], message: msg('audit.api.rangeOrder') });
}

/**
 * `GET /api/audit`: every filter optional and combinable. `memberId` is whose record (any audit subject
 * id), `actorId` the user who acted, `action` an exact action code, `from`/`to` a time range.
 */
export const auditListQuerySchema = z
  .object({
    memberId: idSchema.optional(),
    actorId: idSchema.optional(),
    action: auditActionSchema.optional(),
    ...range,
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
    cursor: auditCursorSchema.optional(),
  })
  .superRefine(rangeInOrder);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditOutcomeSchema = z.enum(['allowed', 'denied', 'failed']);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

/** Who acted: a product role, or `Anonymous` (the public screener, the scheduled export job). */
export const auditActorRoleSchema = z.enum([...ROLES, 'Anonymous']);

/** One event as an Admin reads it: names looked up at read time (null when no user or facility has the id). */
export const auditEventViewSchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  action: z.string(),
  outcome: auditOutcomeSchema,
  actor: z.object({ id: z.string(), name: z.string().nullable(), role: auditActorRoleSchema }),
  /** Whose record: a user id, or the subject of a list that spans members (`module-templates`, …). */
  member: z.object({ id: z.string(), name: z.string().nullable() }),
  /** The actor's facility when they acted; null when they had none. */
  facility: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** The record the action changed when it is not the member's own (ids only). */
  recordId: z.string().optional(),
});
export type AuditEventView = z.infer<typeof auditEventViewSchema>;

export const auditListResponseSchema = z.object({
  events: z.array(auditEventViewSchema),
  /** Present when more events may follow: pass it back as `cursor`. */
  cursor: z.string().optional(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** Most events one CSV holds (the newest); `truncated` says when the trail had more. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

export const auditCsvParamsSchema = z.object({ memberId: idSchema });
export const auditCsvQuerySchema = z.object(range).superRefine(rangeInOrder);

/**
 * `GET /api/audit/member/{memberId}/csv`: the member's whole trail (or the range) as RFC 4180 CSV, newest
 * first, inside JSON (the API answers JSON only; the browser saves `csv` under `fileName`).
 */
export const auditCsvResponseSchema = z.object({
  fileName: z.string(),
  csv: z.string(),
  rows: z.number().int().min(0),
  truncated: z.boolean(),
});
export type AuditCsvResponse = z.infer<typeof auditCsvResponseSchema>;

/**
 * Action codes offered as suggestions by the audit screen's Action filter (the filter takes any code;
 * these are the ones the functions record today).
 */
export const AUDIT_ACTION_SUGGESTIONS = [
  'audit.export',
  'audit.read',
  'dashboard.client',
  'dashboard.counts',
  'export.download',
  'export.list',
  'export.report',
  'memberModule.delete',
  'memberModule.approve',
  'memberModule.complete',
  'memberModule.list',
  'memberModule.read',
  'memberModule.restore',
  'memberModule.save',
  'memberModule.start',
  'moduleTemplate.create',
  'moduleTemplate.delete',
  'moduleTemplate.list',
  'moduleTemplate.read',
  'moduleTemplate.update',
  'note.download',
  'note.list',
  'note.markRead',
  'note.read',
  'note.send',
  'pdf.chapters',
  'pdf.module',
  'pdf.report',
  'pdf.template',
  'project.assignCollection',
  'project.assignMember',
  'project.create',
  'project.delete',
  'project.list',
  'publicSubmission.contacted',
  'publicSubmission.create',
  'publicSubmission.list',
  'report.completed.all',
  'report.completed.group',
  'report.completed.list',
  'report.historic.cc',
  'report.historic.qofl',
  'report.historic.qoflShort',
  'report.historic.screener',
  'report.read.cc',
  'report.read.qofl',
  'report.read.qoflShort',
  'report.read.screener',
  'series.assign.project',
  'series.create',
  'series.delete',
  'seriesInstance.delete',
  'seriesInstance.list',
  'seriesInstance.read',
  'seriesInstance.start',
  'stickyNote.read',
  'stickyNote.write',
  'user.adminChange',
  'user.assign',
  'user.completeProgram',
  'user.create',
  'user.delete',
  'user.disable',
  'user.editProfile',
  'user.enable',
  'user.list',
  'user.query',
  'user.researchCreate',
  'user.researchStatus',
  'user.selfRegister',
  'user.setFacility',
  'user.setPassword',
  'user.setRole',
  'user.setStatus',
  'user.setVolInfo',
  'user.startProgram',
  'user.terminate',
  'user.view',
  'user.viewAssignments',
  'workbook.assign',
  'workbook.create',
  'workbook.list',
] as const;
