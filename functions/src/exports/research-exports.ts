import { listScope } from '@circles/shared/access/list-scope';
import { ulid } from 'ulid';
import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/research';
import type {
  ResearchExport,
  ResearchExportDownload,
  ResearchExportStartBody,
} from '@circles/shared/schemas/research';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { AuditLog } from '../members/ports';
import type { ResearchExportRecord, ResearchExportStore } from './research-job';
import type { SeriesTemplateRecord } from '../series/series-records';

/**
 * The research export API (issue 26): Admins, and staff an Admin granted the Researcher permission
 * (`research.export`). A researcher sees and downloads their own exports; an Admin everyone's. Each start
 * and download is audited with the export's id and parameters; the job audits each member it exports.
 */

/** How long a download link is valid (ARCHITECTURE.md: presigned URLs ≤ 5 minutes). */
export const RESEARCH_URL_SECONDS = 300;
/** The audit log's record for exports as a whole (no one member's record). */
export const RESEARCH_RECORD = 'RESEARCH';

export interface ResearchApiDeps {
  store: ResearchExportStore;
  series: {
    getTemplate(id: string): Promise<SeriesTemplateRecord | undefined>;
    listTemplates(limit: number): Promise<SeriesTemplateRecord[]>;
  };
  files: {
    presignGet(key: string, fileName: string, seconds: number, contentType?: string): Promise<string>;
  };
  audit: AuditLog;
  now: () => Date;
  /** Starts the job for a queued export now (locally, in process); in AWS the schedule picks it up. */
  kick: (exportId: string) => void;
}

async function researchersOnly(deps: ResearchApiDeps, actor: Actor, action: string): Promise<void> {
  if (can(actor, 'research.export')) return;
  await audit(deps, actor, action, RESEARCH_RECORD, 'denied');
  throw new AppError('FORBIDDEN', msg('research.notAuthorized'));
}

function toResearchExport(r: ResearchExportRecord): ResearchExport {
  return {
    exportId: r.exportId,
    status: r.status,
    seriesTemplateIds: r.seriesTemplateIds,
    from: r.from,
    to: r.to,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt,
    finishedAt: r.status === 'succeeded' || r.status === 'failed' ? (r.finishedAt ?? null) : null,
    progress: r.progress,
    members: r.members,
    rows: r.rows,
    attempts: r.attempts,
  };
}

/** The parameters as the audit log's record (ids and dates only, never member data). */
export function auditRecordOf(
  r: Pick<ResearchExportRecord, 'exportId' | 'seriesTemplateIds' | 'from' | 'to'>,
) {
  return `${r.exportId} series=${r.seriesTemplateIds.join(',')} from=${r.from} to=${r.to}`;
}

/** `POST /api/research/exports`: queues the export (202) after checking every series exists. */
export async function startResearchExport(
  deps: ResearchApiDeps,
  actor: Actor,
  body: ResearchExportStartBody,
): Promise<{ export: ResearchExport }> {
  await researchersOnly(deps, actor, 'research.export.start');
  const ids = [...new Set(body.seriesTemplateIds)];
  const found = await Promise.all(ids.map((id) => deps.series.getTemplate(id)));
  const missing = ids.filter((_, i) => !found[i]);
  if (missing.length > 0)
    throw new AppError('VALIDATION', msg('research.server.unknownSeries'), {
      issues: missing.map(() => ({
        path: 'seriesTemplateIds',
        message: msg('research.server.unknownSeries'),
      })),
    });
  const at = deps.now().toISOString();
  const record: ResearchExportRecord = {
    exportId: ulid(),
    status: 'queued',
    seriesTemplateIds: ids,
    from: body.from,
    to: body.to,
    requestedBy: actor.id,
    requestedByRole: actor.role,
    ...(actor.facilityId ? { requestedByFacility: actor.facilityId } : {}),
    createdAt: at,
    progress: { done: 0, total: 0 },
    members: 0,
    rows: 0,
    attempts: 0,
  };
  await deps.store.create(record);
  await deps.audit.record({
    id: ulid(),
    at,
    actorId: actor.id,
    actorRole: actor.role,
    ...(actor.facilityId ? { facilityId: actor.facilityId } : {}),
    action: 'research.export.start',
    memberId: RESEARCH_RECORD,
    recordId: auditRecordOf(record),
    outcome: 'allowed',
  });
  deps.kick(record.exportId);
  return { export: toResearchExport(record) };
}

/** `GET /api/research/exports`: the caller's exports (an Admin's: everyone's), newest first. */
export async function listResearchExports(deps: ResearchApiDeps, actor: Actor) {
  await researchersOnly(deps, actor, 'research.export.list');
  const everyone = listScope(actor, 'research.export') === 'all';
  const records = await deps.store.list(100, everyone ? undefined : actor.id);
  return { count: records.length, exports: records.map(toResearchExport) };
}

async function ownExport(deps: ResearchApiDeps, actor: Actor, exportId: string, action: string) {
  await researchersOnly(deps, actor, action);
  const record = await deps.store.get(exportId);
  const everyone = listScope(actor, 'research.export') === 'all';
  if (record && (everyone || record.requestedBy === actor.id)) return record;
  await audit(deps, actor, action, RESEARCH_RECORD, 'denied');
  throw new AppError('NOT_FOUND', 'Not found.');
}

/** `GET /api/research/exports/{exportId}`: one export with its progress. */
export async function getResearchExport(deps: ResearchApiDeps, actor: Actor, exportId: string) {
  return { export: toResearchExport(await ownExport(deps, actor, exportId, 'research.export.read')) };
}

/** `GET /api/research/exports/{exportId}/download`: a 5-minute link to a finished ZIP; 409 before. */
export async function downloadResearchExport(
  deps: ResearchApiDeps,
  actor: Actor,
  exportId: string,
): Promise<ResearchExportDownload> {
  const record = await ownExport(deps, actor, exportId, 'research.export.download');
  if (record.status !== 'succeeded' || !record.objectKey)
    throw new AppError('CONFLICT', msg('research.server.notReady'), { code: 'EXPORT_NOT_READY' });
  const fileName = `circles-research-${record.createdAt.slice(0, 10)}-${exportId}.zip`;
  const url = await deps.files.presignGet(
    record.objectKey,
    fileName,
    RESEARCH_URL_SECONDS,
    'application/zip',
  );
  const at = deps.now();
  await deps.audit.record({
    id: ulid(),
    at: at.toISOString(),
    actorId: actor.id,
    actorRole: actor.role,
    ...(actor.facilityId ? { facilityId: actor.facilityId } : {}),
    action: 'research.export.download',
    memberId: RESEARCH_RECORD,
    recordId: auditRecordOf(record),
    outcome: 'allowed',
  });
  return {
    exportId,
    fileName,
    url,
    expiresAt: new Date(at.getTime() + RESEARCH_URL_SECONDS * 1000).toISOString(),
  };
}

/** `GET /api/research/series`: every series template by name (templates hold no member data). */
export async function researchSeriesOptions(deps: ResearchApiDeps, actor: Actor) {
  await researchersOnly(deps, actor, 'research.series');
  const templates = await deps.series.listTemplates(500);
  return {
    series: templates
      .map((t) => ({ id: t.id, name: t.name, ...(t.nameFr ? { nameFr: t.nameFr } : {}) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
