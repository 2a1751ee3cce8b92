import { isMemberRole } from '@circles/shared/access/roles';
import { ulid } from 'ulid';
import type { Role } from '@circles/shared/access/types';
import type { ResearchExportStatus } from '@circles/shared/schemas/research';
import type { CompletedRef } from './exports';
import type { StoredModule, TemplateRecord } from '../modules/module-records';
import type { AuditEvent, AuditLog } from '../members/ports';
import type { SeriesInstanceRecord, SeriesTemplateRecord } from '../series/series-records';
import type { UserRecord } from '../members/user-record';
import type { ResearchSeriesInput } from './research-rows';
import { ageBand, postalFsa } from './research-rows';
import { buildResearchZip, type ResearchRoundContent } from './research-zip';

/**
 * The research export job (issue 26). A job is a record in the table; whoever runs it first claims an
 * attempt (a conditional write), keeps a heartbeat while it reads, and presents the ZIP only by the last
 * write of the attempt (status `succeeded` with its object key). An attempt cut off halfway (a crash, a
 * Lambda timeout) leaves the record `running` with an old heartbeat: the next drain restarts it from the
 * beginning under a new attempt number, and writes of the old attempt are refused. Each attempt writes
 * its ZIP under its own key, so a partial file is never presented as complete.
 */

/** A running attempt whose heartbeat is older than this is taken to be dead and restarted. */
export const RESEARCH_LEASE_MS = 2 * 60_000;
/** The termination reason that keeps a member out of every research export. */
export const RECORD_REMOVAL = 'Request record removal';

export interface ResearchExportRecord {
  exportId: string;
  status: ResearchExportStatus;
  seriesTemplateIds: string[];
  from: string;
  to: string;
  requestedBy: string;
  requestedByRole: Role;
  requestedByFacility?: string;
  createdAt: string;
  heartbeatAt?: string;
  finishedAt?: string;
  progress: { done: number; total: number };
  members: number;
  rows: number;
  attempts: number;
  objectKey?: string;
  sha256?: string;
  error?: string;
}

export interface ResearchExportStore {
  create(record: ResearchExportRecord): Promise<void>;
  get(exportId: string): Promise<ResearchExportRecord | undefined>;
  /** Newest first; with `requestedBy`, that user's only. */
  list(limit: number, requestedBy?: string): Promise<ResearchExportRecord[]>;
  /**
   * Writes `next` if the stored record is still at `attempts` (and, when `status` is given, in that
   * status); answers whether it was written. A stale attempt's writes answer false.
   */
  updateIf(next: ResearchExportRecord, attempts: number, status?: ResearchExportStatus): Promise<boolean>;
}

export interface ResearchJobDeps {
  store: ResearchExportStore;
  /** Completions in [from, to) of the completions index (the scheduled exports' Query). */
  completedBetween(from: string, to: string): Promise<CompletedRef[]>;
  series: {
    getInstance(id: string): Promise<SeriesInstanceRecord | undefined>;
    getTemplate(id: string): Promise<SeriesTemplateRecord | undefined>;
    listInstancesOf(memberId: string, limit: number): Promise<SeriesInstanceRecord[]>;
  };
  templates: { get(id: string): Promise<TemplateRecord | undefined> };
  modules: { get(id: string): Promise<StoredModule | undefined> };
  users: { get(id: string): Promise<UserRecord | undefined> };
  people: {
    saveResearch(
      current: UserRecord,
      research: { id: string; enabled: boolean },
      audit: AuditEvent,
    ): Promise<UserRecord>;
  };
  newResearchId: () => string;
  files: { put(key: string, body: Uint8Array, contentType: string): Promise<void> };
  audit: AuditLog;
  now: () => Date;
  /** Question names whose typed text was reviewed as safe to export (`RESEARCH_TEXT_ALLOW_LIST`). */
  allowList: readonly string[];
}

/** Whether a member's data may go to research: consent recorded, no record removal asked, ID not disabled. */
export function mayExport(user: UserRecord | undefined): user is UserRecord {
  return (
    user !== undefined &&
    isMemberRole(user.role) &&
    user.consent !== undefined &&
    user.memberStatusInfo?.terminationReason !== RECORD_REMOVAL &&
    user.research?.enabled !== false
  );
}

const DAY_MS = 86_400_000;

function event(record: ResearchExportRecord, action: string, memberId: string, at: string): AuditEvent {
  return {
    id: ulid(),
    at,
    actorId: record.requestedBy,
    actorRole: record.requestedByRole,
    ...(record.requestedByFacility ? { facilityId: record.requestedByFacility } : {}),
    action,
    memberId,
    recordId: record.exportId,
    outcome: 'allowed',
  };
}

/** The member's research ID, created (and audited) in this run when they have none. */
async function researchIdOf(
  deps: ResearchJobDeps,
  record: ResearchExportRecord,
  user: UserRecord,
): Promise<string> {
  if (user.research) return user.research.id;
  const at = deps.now().toISOString();
  try {
    const saved = await deps.people.saveResearch(
      user,
      { id: deps.newResearchId(), enabled: true },
      event(record, 'user.researchCreate', user.id, at),
    );
    return saved.research!.id;
  } catch (err) {
    // Changed meanwhile (another run made one, or an edit): read again and use what is stored.
    const again = await deps.users.get(user.id);
    if (again?.research) return again.research.id;
    throw err;
  }
}

async function seriesInputs(deps: ResearchJobDeps, ids: readonly string[]): Promise<ResearchSeriesInput[]> {
  const out: ResearchSeriesInput[] = [];
  for (const id of ids) {
    const series = await deps.series.getTemplate(id);
    if (!series) continue;
    const chapters = [];
    for (const templateId of series.surveyList) {
      const t = await deps.templates.get(templateId);
      if (t) chapters.push({ templateId, name: t.name, surveyJSON: t.surveyJSON });
    }
    out.push({ id, name: series.name, chapters });
  }
  return out;
}

/** The rounds of one consenting member that the export holds, numbered against all their finished rounds. */
async function memberRounds(
  deps: ResearchJobDeps,
  user: UserRecord,
  researchId: string,
  instances: readonly SeriesInstanceRecord[],
): Promise<ResearchRoundContent[]> {
  const finished = (await deps.series.listInstancesOf(user.id, 10_000))
    .filter((i) => i.complete && i.completedAt)
    .sort((a, b) => a.completedAt!.localeCompare(b.completedAt!));
  const first = Date.parse(finished[0]?.completedAt ?? instances[0]!.completedAt!);
  const out: ResearchRoundContent[] = [];
  for (const instance of instances) {
    const sameSeries = finished.filter((i) => i.collectionTemplate === instance.collectionTemplate);
    const index = sameSeries.findIndex((i) => i.id === instance.id);
    const chapters = [];
    for (const id of instance.memberSurveyList) {
      const stored = await deps.modules.get(id);
      if (stored)
        chapters.push({
          templateId: stored.meta.templateId,
          answers: stored.responseJSON,
        });
    }
    out.push({
      researchId,
      seriesTemplateId: instance.collectionTemplate,
      roundNumber: (index < 0 ? sameSeries.length : index) + 1,
      daysSinceFirstRound: Math.max(0, Math.floor((Date.parse(instance.completedAt!) - first) / DAY_MS)),
      ageBand: ageBand(user.info.dateOfBirth, instance.completedAt!),
      postalFsa: postalFsa(user.info.postalCode),
      answers: Object.assign({}, ...chapters.map((c) => c.answers)) as Record<string, unknown>,
      chapters,
    });
  }
  return out;
}

/** The finished instances of the chosen series completed within the record's dates, by member. */
async function candidates(deps: ResearchJobDeps, record: ResearchExportRecord) {
  const to = new Date(Date.parse(`${record.to}T00:00:00Z`) + DAY_MS).toISOString();
  const refs = await deps.completedBetween(`${record.from}T00:00:00.000Z`, to);
  const chosen = new Set(record.seriesTemplateIds);
  const byMember = new Map<string, SeriesInstanceRecord[]>();
  for (const ref of refs) {
    const instance = await deps.series.getInstance(ref.instanceId);
    if (
      !instance?.complete ||
      instance.completedAt !== ref.completedAt ||
      !chosen.has(instance.collectionTemplate)
    )
      continue;
    byMember.set(instance.member, [...(byMember.get(instance.member) ?? []), instance]);
  }
  return byMember;
}

/**
 * Runs one export if it is waiting (queued, or running with a dead heartbeat): claims a new attempt,
 * builds the ZIP and presents it. Answers the record as it was left (unchanged when another attempt
 * holds it). `checkpoint` lets tests stop an attempt halfway, as a crash would.
 */
export async function runResearchExport(
  deps: ResearchJobDeps,
  exportId: string,
  checkpoint: (done: number) => void = () => {},
): Promise<ResearchExportRecord | undefined> {
  const stored = await deps.store.get(exportId);
  if (!stored || !isWaiting(stored, deps.now())) return stored;
  const attempt = stored.attempts + 1;
  let record: ResearchExportRecord = {
    ...stored,
    status: 'running',
    attempts: attempt,
    heartbeatAt: deps.now().toISOString(),
    progress: { done: 0, total: 0 },
  };
  delete record.error;
  if (!(await deps.store.updateIf(record, stored.attempts))) return deps.store.get(exportId);
  const save = async (next: ResearchExportRecord) => {
    if (!(await deps.store.updateIf(next, attempt, 'running'))) throw new Error('Attempt superseded');
    record = next;
  };
  try {
    const byMember = await candidates(deps, record);
    const total = [...byMember.values()].reduce((n, list) => n + list.length, 0);
    await save({ ...record, progress: { done: 0, total }, heartbeatAt: deps.now().toISOString() });
    const rounds: ResearchRoundContent[] = [];
    let done = 0;
    for (const [memberId, instances] of byMember) {
      const user = await deps.users.get(memberId);
      done += instances.length;
      if (mayExport(user)) {
        const researchId = await researchIdOf(deps, record, user);
        rounds.push(...(await memberRounds(deps, user, researchId, instances)));
        await deps.audit.record(event(record, 'research.export.member', memberId, deps.now().toISOString()));
      }
      await save({ ...record, progress: { done, total }, heartbeatAt: deps.now().toISOString() });
      checkpoint(done);
    }
    rounds.sort((a, b) => a.researchId.localeCompare(b.researchId) || a.roundNumber - b.roundNumber);
    const built = buildResearchZip({
      exportId,
      createdAt: record.createdAt,
      from: record.from,
      to: record.to,
      series: await seriesInputs(deps, record.seriesTemplateIds),
      rounds,
      allowList: deps.allowList,
    });
    const objectKey = researchZipKey(exportId, attempt);
    await deps.files.put(objectKey, built.zip, 'application/zip');
    await save({
      ...record,
      status: 'succeeded',
      objectKey,
      sha256: built.sha256,
      members: built.members,
      rows: built.rows,
      finishedAt: deps.now().toISOString(),
    });
  } catch (err) {
    const message = err instanceof Error ? err.name : 'Error';
    // A superseded attempt leaves the record to the attempt that took it over.
    await deps.store.updateIf(
      { ...record, status: 'failed', error: message, finishedAt: deps.now().toISOString() },
      attempt,
      'running',
    );
    throw err;
  }
  return record;
}

/** Queued, or running with a heartbeat older than the lease. */
export function isWaiting(r: ResearchExportRecord, now: Date): boolean {
  if (r.status === 'queued') return true;
  return (
    r.status === 'running' && now.getTime() - Date.parse(r.heartbeatAt ?? r.createdAt) > RESEARCH_LEASE_MS
  );
}

/** The object key of one attempt's ZIP (no personal data; under the exports prefix and its expiry). */
export function researchZipKey(exportId: string, attempt: number): string {
  return `exports/research/${exportId}/${attempt}/circles-research-${exportId}.zip`;
}

/** Runs every waiting export, oldest first (the schedule's and the local runner's entry). */
export async function drainResearchExports(deps: ResearchJobDeps): Promise<ResearchExportRecord[]> {
  const waiting = (await deps.store.list(100)).filter((r) => isWaiting(r, deps.now())).reverse();
  const out: ResearchExportRecord[] = [];
  for (const r of waiting) {
    try {
      const done = await runResearchExport(deps, r.exportId);
      if (done) out.push(done);
    } catch {
      const after = await deps.store.get(r.exportId);
      if (after) out.push(after);
    }
  }
  return out;
}
