import { ulid } from 'ulid';
import type { Actor } from '@circles/shared/access/types';
import { can } from '@circles/shared/access/policy';
import type { ExportRun, ExportRunDownload } from '@circles/shared/schemas/exports';
import { exportTimestamp } from '@circles/shared/pdf/file-names';
import { audit } from '../platform/audit';
import { csvDocument } from '../platform/csv';
import { AppError } from '../platform/errors';
import type { AuditLog } from '../members/ports';
import type { SeriesInstanceRecord } from '../series/series-records';

/**
 * Scheduled exports (issue 12 item 4): a job renders the report of every series instance completed
 * since the last successful run into `exports/<runId>/` of the files bucket, with a manifest.
 *
 * How it stays exactly-once:
 * - A run's id comes from its scheduled time (EventBridge Scheduler's `<aws.scheduler.scheduled-time>`;
 *   locally the launcher's tick), so a redelivered or retried invocation is the same run. The run record
 *   is created with a conditional put and fixes the run's window (`since`, `until`).
 * - Each completion (instance id + `completedAt`) is claimed once, in one transaction with the run's
 *   item record, conditioned on the claim not existing. An instance claimed by a run is never exported
 *   by another; re-running the same run skips what it already holds.
 * - The watermark (`until` of the last successful run) only moves when a run finishes; an unfinished
 *   run (failed, or cut off by a timeout) is resumed first by the next invocation, with its own window.
 * - Candidates come from a Query of the completions index from the watermark minus `OVERLAP_MS`, so
 *   a completion committed just after the previous run read the index is not lost; claims make the
 *   overlap free of duplicates.
 * A report that fails to render leaves the run `failed` after the others are exported; the next
 * invocation resumes the run and retries only what is missing (and the error alarm fires).
 */

/** How far back before the watermark candidates are read again (claims drop the repeats). */
export const OVERLAP_MS = 10 * 60_000;
/** How long a run's download links are valid (ARCHITECTURE.md: presigned URLs ≤ 5 minutes). */
export const EXPORT_URL_SECONDS = 300;
/** Actor id and role recorded in the audit log for the job's own reads and exports. */
export const EXPORT_JOB_ACTOR = 'export-job';

export type ExportRunStatus = 'running' | 'succeeded' | 'failed';

export interface ExportRunRecord {
  runId: string;
  status: ExportRunStatus;
  /** Completions at or after this time (ISO; '' for the first run: everything completed so far). */
  since: string;
  /** ... and before this time. */
  until: string;
  startedAt: string;
  finishedAt?: string;
  /** Reports in the run's folder. */
  exported: number;
  /** Reports that failed to render in the last attempt. */
  failed: number;
  /** Attempts (1 + resumes). */
  attempts: number;
  error?: string;
}

/** One instance exported by a run: a manifest row. Holds no personal data. */
export interface ExportItemRecord {
  runId: string;
  /** Whose report (kept in the table for the audit of a download; never written to the manifest). */
  memberId: string;
  instanceId: string;
  completedAt: string;
  /** The member's research ID when they have an enabled one, else ''. Never a name, email or user id. */
  researchId: string;
  seriesTemplateId: string;
  seriesName: string;
  startedAt: string;
  /** The object key of the report (`exports/<runId>/<instanceId>.pdf`). */
  objectKey: string;
  exportedAt: string;
}

export interface CompletedRef {
  instanceId: string;
  completedAt: string;
}

export type ClaimOutcome = 'claimed' | 'mine' | 'other';

/** The export job's records in the table. */
export interface ExportStore {
  getRun(runId: string): Promise<ExportRunRecord | undefined>;
  /** The newest runs first. */
  listRuns(limit: number): Promise<ExportRunRecord[]>;
  /** Puts the run unless it exists; answers whether it was created. */
  createRun(run: ExportRunRecord): Promise<boolean>;
  updateRun(run: ExportRunRecord): Promise<void>;
  /** `until` of the last successful run. */
  watermark(): Promise<string | undefined>;
  /** Moves the watermark forward to `until` (never back). */
  advanceWatermark(until: string, runId: string): Promise<void>;
  /** Completions in [from, to), oldest first: a Query of the completions index. */
  completedBetween(from: string, to: string): Promise<CompletedRef[]>;
  /** Who claimed a completion, if anyone. */
  claimOf(instanceId: string, completedAt: string): Promise<string | undefined>;
  /** Claims the completion for the item's run and records the item, in one transaction. */
  claim(item: ExportItemRecord): Promise<ClaimOutcome>;
  items(runId: string): Promise<ExportItemRecord[]>;
}

export interface ExportFiles {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  presignGet(key: string, fileName: string, seconds: number, contentType?: string): Promise<string>;
}

/** Renders the report of one complete series instance as a PDF. */
export type ExportRenderer = (instance: SeriesInstanceRecord) => Promise<Uint8Array>;

export interface ExportDeps {
  store: ExportStore;
  files: ExportFiles;
  series: { getInstance(id: string): Promise<SeriesInstanceRecord | undefined> };
  /** The member's research ID when they have one that is enabled. */
  researchIdOf(memberId: string): Promise<string | undefined>;
  render: ExportRenderer;
  audit: AuditLog;
  now: () => Date;
}

export interface ExportJobInput {
  /** The schedule's time of this run (ISO); the run's id derives from it. Default: now. */
  scheduledAt?: string;
}

export interface ExportJobResult {
  /** Runs this invocation worked on (a resumed one first), with their outcome. */
  runs: ExportRunRecord[];
}

/** The run id of a scheduled time: its compact UTC timestamp (sorts by time, no personal data). */
export function runIdOf(scheduledAt: Date): string {
  return exportTimestamp(scheduledAt);
}

/**
 * The job (the schedule's target, `npm run export:now`, the local launcher's interval): resumes an
 * unfinished run, then makes this schedule's run. Throws when a run ends failed, so the invocation
 * counts as an error (alarm) — after everything else was exported and recorded.
 */
export async function runExportJob(deps: ExportDeps, input: ExportJobInput = {}): Promise<ExportJobResult> {
  const now = deps.now();
  const scheduled = input.scheduledAt ? new Date(input.scheduledAt) : now;
  if (Number.isNaN(scheduled.getTime())) throw new Error(`Not a time: ${input.scheduledAt}`);
  const runId = runIdOf(scheduled);
  const runs: ExportRunRecord[] = [];

  const [latest] = await deps.store.listRuns(1);
  if (latest && latest.status !== 'succeeded' && latest.runId !== runId) {
    runs.push(await processRun(deps, latest));
  }

  let run = await deps.store.getRun(runId);
  if (!run) {
    const fresh: ExportRunRecord = {
      runId,
      status: 'running',
      since: (await deps.store.watermark()) ?? '',
      until: now.toISOString(),
      startedAt: now.toISOString(),
      exported: 0,
      failed: 0,
      attempts: 0,
    };
    run = (await deps.store.createRun(fresh)) ? fresh : await deps.store.getRun(runId);
  }
  if (run && run.status !== 'succeeded') runs.push(await processRun(deps, run));
  else if (run) runs.push(run);

  const failed = runs.filter((r) => r.status === 'failed');
  if (failed.length > 0) {
    throw new Error(
      `Export run ${failed.map((r) => r.runId).join(', ')} failed: ${failed.map((r) => r.error).join('; ')}`,
    );
  }
  return { runs };
}

/** Exports what the run's window holds and is not claimed yet, then writes the manifest. */
async function processRun(deps: ExportDeps, started: ExportRunRecord): Promise<ExportRunRecord> {
  const run: ExportRunRecord = { ...started, status: 'running', attempts: started.attempts + 1, failed: 0 };
  delete run.error;
  await deps.store.updateRun(run);
  const from = run.since ? new Date(Date.parse(run.since) - OVERLAP_MS).toISOString() : '';
  const candidates = await deps.store.completedBetween(from, run.until);
  const errors: string[] = [];
  for (const c of candidates) {
    try {
      await exportOne(deps, run.runId, c);
    } catch (err) {
      errors.push(`${c.instanceId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const items = await deps.store.items(run.runId);
  await deps.files.put(
    `exports/${run.runId}/manifest.csv`,
    new TextEncoder().encode(manifestCsv(items)),
    'text/csv',
  );
  const done: ExportRunRecord = {
    ...run,
    status: errors.length > 0 ? 'failed' : 'succeeded',
    exported: items.length,
    failed: errors.length,
    finishedAt: deps.now().toISOString(),
    ...(errors.length > 0 ? { error: errors.slice(0, 5).join('; ').slice(0, 1000) } : {}),
  };
  await deps.store.updateRun(done);
  if (done.status === 'succeeded') await deps.store.advanceWatermark(done.until, done.runId);
  return done;
}

async function exportOne(deps: ExportDeps, runId: string, c: CompletedRef): Promise<void> {
  const owner = await deps.store.claimOf(c.instanceId, c.completedAt);
  if (owner) return; // exported by this run already, or by another one
  const instance = await deps.series.getInstance(c.instanceId);
  // Deleted, or fell back below complete, or completed again later (that completion has its own entry).
  if (!instance || !instance.complete || instance.completedAt !== c.completedAt) return;
  const at = deps.now().toISOString();
  const pdf = await deps.render(instance);
  const objectKey = `exports/${runId}/${instance.id}.pdf`;
  await deps.files.put(objectKey, pdf, 'application/pdf');
  const researchId = (await deps.researchIdOf(instance.member)) ?? '';
  const outcome = await deps.store.claim({
    runId,
    memberId: instance.member,
    instanceId: instance.id,
    completedAt: c.completedAt,
    researchId,
    seriesTemplateId: instance.collectionTemplate,
    seriesName: instance.collectionName,
    startedAt: instance.createdAt,
    objectKey,
    exportedAt: at,
  });
  if (outcome === 'claimed') {
    await deps.audit.record({
      id: ulid(),
      at,
      actorId: EXPORT_JOB_ACTOR,
      actorRole: 'Anonymous',
      action: 'export.report',
      memberId: instance.member,
      outcome: 'allowed',
    });
  }
}

/** The manifest's columns: research-safe identifiers, the series and the dates (no personal data). */
export const MANIFEST_COLUMNS = [
  'research_id',
  'series_instance_id',
  'series_template_id',
  'series_name',
  'started_at',
  'completed_at',
  'file',
] as const;

export function manifestCsv(items: readonly ExportItemRecord[]): string {
  const rows = [...items]
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt) || a.instanceId.localeCompare(b.instanceId))
    .map((i) => [
      i.researchId,
      i.instanceId,
      i.seriesTemplateId,
      i.seriesName,
      i.startedAt,
      i.completedAt,
      i.objectKey.slice(i.objectKey.lastIndexOf('/') + 1),
    ]);
  return csvDocument(MANIFEST_COLUMNS, rows);
}

// ---- The staff API (Admin): the runs and their downloads ----------------------------------------

export interface ExportApiDeps {
  store: ExportStore;
  files: ExportFiles;
  audit: AuditLog;
  now: () => Date;
}

function toExportRun(r: ExportRunRecord): ExportRun {
  return {
    runId: r.runId,
    status: r.status,
    since: r.since || null,
    until: r.until,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt ?? null,
    exported: r.exported,
    failed: r.failed,
  };
}

async function adminOnly(deps: ExportApiDeps, actor: Actor, action: string): Promise<void> {
  if (can(actor, 'export.read')) return;
  await audit(deps, actor, action, 'EXPORTS', 'denied');
  throw new AppError('FORBIDDEN', 'Forbidden.');
}

/** GET /api/exports/runs: the newest runs first with their counts (no member data: not per member). */
export async function listExportRuns(deps: ExportApiDeps, actor: Actor, limit: number) {
  await adminOnly(deps, actor, 'export.list');
  const runs = await deps.store.listRuns(limit);
  return { count: runs.length, runs: runs.map(toExportRun) };
}

/**
 * GET /api/exports/runs/{runId}/download: presigned GETs (≤ 5 minutes) of the manifest and each report
 * of the run. Handing out a member's report is audited on that member's record.
 */
export async function exportRunDownload(
  deps: ExportApiDeps,
  actor: Actor,
  runId: string,
): Promise<ExportRunDownload> {
  await adminOnly(deps, actor, 'export.download');
  const run = await deps.store.getRun(runId);
  if (!run || !run.finishedAt) throw new AppError('NOT_FOUND', 'Not found.');
  const items = await deps.store.items(runId);
  const seconds = EXPORT_URL_SECONDS;
  const manifestName = `export_${runId}_manifest.csv`;
  const files = [
    {
      fileName: manifestName,
      url: await deps.files.presignGet(`exports/${runId}/manifest.csv`, manifestName, seconds, 'text/csv'),
    },
  ];
  for (const i of items) {
    const fileName = i.objectKey.slice(i.objectKey.lastIndexOf('/') + 1);
    files.push({ fileName, url: await deps.files.presignGet(i.objectKey, fileName, seconds) });
  }
  const at = deps.now();
  await Promise.all(items.map((i) => audit(deps, actor, 'export.download', i.memberId, 'allowed')));
  return {
    runId,
    expiresAt: new Date(at.getTime() + seconds * 1000).toISOString(),
    files,
  };
}
