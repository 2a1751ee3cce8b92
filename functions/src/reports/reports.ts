import { listScope } from '@circles/shared/access/list-scope';
import { can, memberTarget } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { currentLocale, inLocale, type Locale } from '@circles/shared/messages/locale';
import { roundInputs } from '@circles/shared/reports/fields';
import { relabelled } from '@circles/shared/reports/relabel';
import { computeReport, type ReportPayload } from '@circles/shared/reports/report';
import { MAX_RESPONSE_JSON_BYTES } from '@circles/shared/schemas/module';
import { storedBytes } from '@circles/shared/schemas/stored-json';
import {
  REPORT_KIND_OF_SERIES,
  type CompletedReport,
  type ReportKind,
  type ReportResponse,
} from '@circles/shared/schemas/reports';
import { audit, auditEach, auditedRead } from '../platform/audit';
import { AppError } from '../platform/errors';
import { forbidden, instanceInScope, userInScope, type KnownMember } from '../members/scope';
import type { AuditLog, UsersRepository } from '../members/ports';
import type { SeriesInstanceRecord } from '../series/series-records';

/**
 * Reports of issue 11. A **round** is one series instance of a report kind with at least one saved
 * chapter; its payload (`computeReport` over that one round) is stored beside the member in the same
 * transaction as each chapter save (see `roundFor`), so a read is one Query and a concatenation.
 *
 * Language (issue 25): the stored payload is always computed in English, with the answers it was
 * computed from beside it; a reader in another language gets it computed again in theirs
 * (`wordedPayload`), an English reader the stored one as it is.
 *
 * For the PDF and export code: `readReportFor(deps, caller, kind, userId)` and
 * `readHistoricReport(deps, caller, kind, collectionId)` are the stable entry points; the real deps are
 * `reportsDeps` of functions/src/reports/deps.ts.
 */

/** The stored round of one series instance (its payload holds arrays of length one). */
export interface ReportRoundRecord {
  /** The series instance id. */
  instanceId: string;
  kind: ReportKind;
  member: string;
  memberName: string;
  facilityId?: string;
  collectionTemplate: string;
  collectionName: string;
  /** The instance's French series name (issue 25), if any. */
  collectionNameFr?: string;
  /** The instance's start time (sort key order). */
  createdAt: string;
  /** When the round was last answered. */
  updatedAt: string;
  complete: boolean;
  /** When every chapter reached 100 (set while complete). */
  completedAt?: string;
  /** Computed in English whatever the saver's language. */
  payload: ReportPayload;
  /**
   * The merged answers the payload was computed from, only those the engine reads (`roundInputs`);
   * absent on rounds stored before they were kept and on rounds whose answers are past
   * MAX_RESPONSE_JSON_BYTES (then the stored payload's words are derived again from its figures for the
   * reader, `relabelled`).
   */
  answers?: Record<string, unknown>;
}

/** Stored report rounds and dashboard counters. */
export interface ReportsRepository {
  /** The member's rounds of these kinds: ONE Query. */
  roundsOf(memberId: string, kinds: readonly ReportKind[]): Promise<ReportRoundRecord[]>;
  /** The member's completed rounds (every kind), newest completion first: one Query. */
  completedOf(memberId: string): Promise<ReportRoundRecord[]>;
  /** Completed rounds of every member, or of one facility's members, newest completion first. */
  completedAll(facilityId: string | undefined, limit: number): Promise<ReportRoundRecord[]>;
}

export interface ReportsDeps {
  reports: ReportsRepository;
  series: { getInstance(id: string): Promise<SeriesInstanceRecord | undefined> };
  /** The member a read names by id, when the route did not read it with the caller's user. */
  users: Pick<UsersRepository, 'get'>;
  audit: AuditLog;
  now: () => Date;
}

/** The report kind of a series template name; undefined for series that feed no report. */
export function reportKindOf(collectionName: string): ReportKind | undefined {
  return Object.hasOwn(REPORT_KIND_OF_SERIES, collectionName)
    ? REPORT_KIND_OF_SERIES[collectionName]
    : undefined;
}

/**
 * The round of an instance from its chapters' answers (merged in chapter order; later chapters win on
 * a shared name), computed with `computeReport` over that one round, its texts in the current locale.
 */
export function roundPayload(
  chapterAnswers: readonly Record<string, unknown>[],
  updatedAt: string,
  memberName: string,
): ReportPayload {
  const answers = Object.assign({}, ...chapterAnswers) as Record<string, unknown>;
  return computeReport([{ updatedAt, answers }], { memberName });
}

/**
 * The payload of a stored round as a reader in `locale` (the request's by default) reads it: the
 * stored (English) payload for English; otherwise computed again from its answers in that locale (about
 * half a millisecond a round, only for readers in another language). A round that kept no answers gets
 * its words derived again from its figures (`relabelled`).
 */
export function wordedPayload(round: ReportRoundRecord, locale: Locale = currentLocale()): ReportPayload {
  const { answers } = round;
  // A round stored before its answers were kept holds its words in its saver's language: they are
  // derived again from its figures (`relabelled`), for every reader.
  if (!answers) return inLocale(locale, () => relabelled(round.payload));
  if (locale === 'en') return round.payload;
  return inLocale(locale, () => roundPayload([answers], round.updatedAt, round.memberName));
}

function reportNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No such report.', { code: 'REPORT_NOT_FOUND' });
}

/**
 * The member a read names by id, when the caller may read their health data (ACCESS.md
 * member.readHealth): 404 when no user has the id or they are outside the caller's scope, audited.
 */
export function memberOfRead(
  deps: ReportsDeps,
  actor: Actor,
  memberId: string,
  event: string,
  known?: KnownMember,
) {
  const rule = { action: 'member.readHealth', event } as const;
  return userInScope(deps, actor, memberId, rule, reportNotFound, known);
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

/**
 * Concatenates one-round payloads into the payload of spec 000 §3: every array field in round order
 * (oldest first by last answered), `collectionIds` beside them, memberName from the newest round; each
 * round worded in the request's locale (`wordedPayload`).
 */
export function mergeRounds(rounds: readonly ReportRoundRecord[]): ReportResponse {
  if (rounds.length === 0) return {};
  const ordered = [...rounds].sort((a, b) => timeOf(a.updatedAt) - timeOf(b.updatedAt));
  const out: Record<string, unknown> = {};
  for (const round of ordered) {
    for (const [name, value] of Object.entries(wordedPayload(round))) {
      if (!Array.isArray(value)) continue;
      const list = (out[name] as unknown[] | undefined) ?? [];
      list.push(...(value as unknown[]));
      out[name] = list;
    }
  }
  out.collectionIds = ordered.map((r) => r.instanceId);
  out.memberName = ordered[ordered.length - 1]?.memberName ?? '';
  return out as ReportResponse;
}

/**
 * The rounds a report is made of: the finished ones (spec 000 §4: a collection is complete when all its
 * chapters are at 100, and only those are reports; an unfinished series is a task, not a report), so
 * no figure or flag of a half-answered series reaches a report, its alert or its PDF.
 */
export function finishedRounds(rounds: readonly ReportRoundRecord[]): ReportRoundRecord[] {
  return rounds.filter((r) => r.complete);
}

/** The kinds a route reads: the historic Quality of Life report serves both QoL series. */
function kindsOf(kind: ReportKind | 'qoflAny'): readonly ReportKind[] {
  return kind === 'qoflAny' ? ['qofl', 'qoflShort'] : [kind];
}

/**
 * A member's report of one kind for `caller`: the stored finished rounds, `{}` when none; 404 when no
 * user has the id or they are outside scope. Audited (`report.read`). One Query and one audit write, sent
 * together (`auditedRead`), after the member's user item (read with the caller's by the routes' prefetch:
 * `known`).
 */
export async function readReportFor(
  deps: ReportsDeps,
  caller: Actor,
  kind: ReportKind,
  userId: string,
  known?: KnownMember,
): Promise<ReportResponse> {
  const event = `report.read.${kind}`;
  await memberOfRead(deps, caller, userId, event, known);
  const rounds = await auditedRead(deps, caller, event, userId, () => deps.reports.roundsOf(userId, [kind]));
  return mergeRounds(finishedRounds(rounds));
}

/**
 * The historic report of one series instance: the member's finished rounds of its kind up to and
 * including it.
 * `kind` 'qofl' accepts instances of both Quality of Life series. `{}` when the instance is of another
 * kind or has no saved round; 404 when it is unknown or its member outside the caller's scope.
 * DynamoDB calls: the instance (read with the caller's user by the route's prefetch), the Query of the
 * member's rounds and the audit event, sent together: 3 calls in 2 round trips.
 */
export async function readHistoricReport(
  deps: ReportsDeps,
  caller: Actor,
  kind: 'cc' | 'screener' | 'qofl',
  seriesInstanceId: string,
  /** The instance when the caller already read it (the routes prefetch it with the caller's user). */
  known?: { instance: SeriesInstanceRecord | undefined },
): Promise<ReportResponse> {
  const event = `report.historic.${kind}`;
  const instance = await instanceInScope(
    deps,
    (id) => (known ? Promise.resolve(known.instance) : deps.series.getInstance(id)),
    caller,
    seriesInstanceId,
    { action: 'member.readHealth', event },
    reportNotFound,
  );
  const instanceKind = reportKindOf(instance.collectionName);
  const kinds = kindsOf(kind === 'qofl' ? 'qoflAny' : kind);
  if (!instanceKind || !kinds.includes(instanceKind)) {
    await audit(deps, caller, event, instance.member, 'allowed');
    return {};
  }
  const rounds = await auditedRead(deps, caller, event, instance.member, () =>
    deps.reports.roundsOf(instance.member, [instanceKind]),
  );
  return historicOf(rounds, seriesInstanceId);
}

/**
 * The historic report of one round: that round and the finished ones answered before it; `{}` when it
 * is not stored or not finished.
 */
function historicOf(all: readonly ReportRoundRecord[], instanceId: string): ReportResponse {
  const rounds = finishedRounds(all);
  const self = rounds.find((r) => r.instanceId === instanceId);
  if (!self) return {};
  const until = timeOf(self.updatedAt);
  return mergeRounds(rounds.filter((r) => r === self || timeOf(r.updatedAt) < until));
}

/**
 * The historic report of a series instance read straight from the stored rounds, with NO access check
 * and no audit: only for callers that act for no user and audit themselves (the scheduled export job,
 * an Admin-only area). Undefined when the instance's series feeds no report or its round is not stored.
 */
export async function storedHistoricReport(
  reports: ReportsRepository,
  instance: SeriesInstanceRecord,
): Promise<{ kind: ReportKind; report: ReportResponse } | undefined> {
  const kind = reportKindOf(instance.collectionName);
  if (!kind) return undefined;
  const report = historicOf(await reports.roundsOf(instance.member, [kind]), instance.id);
  return Object.keys(report).length > 0 ? { kind, report } : undefined;
}

function toCompleted(r: ReportRoundRecord): CompletedReport {
  return {
    _id: r.instanceId,
    kind: r.kind,
    collectionName: r.collectionName,
    ...(r.collectionNameFr ? { collectionNameFr: r.collectionNameFr } : {}),
    collectionTemplate: r.collectionTemplate,
    member: r.member,
    memberName: r.memberName,
    ...(r.facilityId ? { facilityId: r.facilityId } : {}),
    completedAt: r.completedAt ?? r.updatedAt,
    updatedAt: r.updatedAt,
  };
}

/** Completed Reports of one member (404 when unknown or outside scope), audited. */
export async function listCompletedOfMember(
  deps: ReportsDeps,
  caller: Actor,
  userId: string,
  known?: KnownMember,
): Promise<{ reports: CompletedReport[] }> {
  const event = 'report.completed.list';
  await memberOfRead(deps, caller, userId, event, known);
  const rounds = await auditedRead(deps, caller, event, userId, () => deps.reports.completedOf(userId));
  return { reports: rounds.map(toCompleted) };
}

/** The rounds as completed reports, once each member listed is audited (batched: `auditEach`). */
async function completedAudited(
  deps: ReportsDeps,
  caller: Actor,
  event: string,
  rounds: readonly ReportRoundRecord[],
): Promise<{ reports: CompletedReport[] }> {
  await auditEach(
    deps,
    caller,
    event,
    rounds.map((r) => r.member),
    'allowed',
  );
  return { reports: rounds.map(toCompleted) };
}

/** 403 (audited on the caller) for a role whose lists of reports span no member. */
function forbid(deps: ReportsDeps, actor: Actor, event: string): Promise<never> {
  return forbidden(deps, actor, event, actor.id);
}

/**
 * Completed reports of the members in scope (/GroupReports; a Volunteer's /MainReports): Admin every
 * member (or one facility), a Coordinator or Volunteer their assigned members (one Query per member: the
 * per-member rule of ACCESS.md, 'read a member's reports: assigned'); a member 403. Each member listed
 * is audited (batched: `auditEach`).
 */
export async function listCompletedGroup(
  deps: ReportsDeps,
  caller: Actor,
  query: { facilityId?: string; limit: number },
): Promise<{ reports: CompletedReport[] }> {
  const event = 'report.completed.group';
  const scope = listScope(caller, 'member.readHealth');
  if (scope === 'all') return listCompletedAll(deps, caller, query);
  if (scope !== 'caseload') return forbid(deps, caller, event);
  const members = caller.patients.filter((m) => can(caller, 'member.readHealth', memberTarget(m)));
  const lists = await Promise.all(members.map((m) => deps.reports.completedOf(m)));
  const rounds = lists
    .flat()
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''))
    .slice(0, query.limit);
  return completedAudited(deps, caller, event, rounds);
}

/**
 * Completed reports across the programme or one facility (Admin only), audited per member listed: up to
 * 500 members, so the events go in batches of 25 (`auditEach`), not one write each.
 */
export async function listCompletedAll(
  deps: ReportsDeps,
  caller: Actor,
  query: { facilityId?: string; limit: number },
): Promise<{ reports: CompletedReport[] }> {
  const event = 'report.completed.all';
  if (listScope(caller, 'member.readHealth') !== 'all') return forbid(deps, caller, event);
  const rounds = await deps.reports.completedAll(query.facilityId, query.limit);
  return completedAudited(deps, caller, event, rounds);
}

/**
 * The stored round of `instance` after a chapter save: `answers` are its chapters' answers in order.
 * The payload is computed in English whatever the saver's language, from the answers the engine reads,
 * which the round keeps while they are within a member module's own limit (MAX_RESPONSE_JSON_BYTES),
 * so the item stays well under DynamoDB's 400 KB (the payload is mostly those answers again).
 */
export function roundRecordFor(input: {
  instance: SeriesInstanceRecord;
  kind: ReportKind;
  answers: readonly Record<string, unknown>[];
  at: string;
  complete: boolean;
  facilityId: string | undefined;
}): ReportRoundRecord {
  const { instance, kind, at, complete } = input;
  const answers = roundInputs(Object.assign({}, ...input.answers) as Record<string, unknown>);
  const kept = storedBytes(answers) <= MAX_RESPONSE_JSON_BYTES;
  return {
    instanceId: instance.id,
    kind,
    member: instance.member,
    memberName: instance.memberName,
    ...(input.facilityId ? { facilityId: input.facilityId } : {}),
    collectionTemplate: instance.collectionTemplate,
    collectionName: instance.collectionName,
    ...(instance.collectionNameFr ? { collectionNameFr: instance.collectionNameFr } : {}),
    createdAt: instance.createdAt,
    updatedAt: at,
    complete,
    ...(complete ? { completedAt: at } : {}),
    payload: inLocale('en', () => roundPayload([answers], at, instance.memberName)),
    ...(kept ? { answers } : {}),
  };
}
