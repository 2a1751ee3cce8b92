import { answerIn, type StoredAnswer } from '@circles/shared/followups/answers-behind';
import { findingText, type RoundFinding } from '@circles/shared/followups/findings';
import { msg } from '@circles/shared/messages/followups';
import type {
  Followup,
  FollowupAssignee,
  FollowupEvent,
  FollowupFinding,
  FollowupSeverity,
  FollowupStatus,
} from '@circles/shared/schemas/followup';
import { AppError } from '../platform/errors';
import type { AuditEvent } from '../members/ports';

/**
 * A finding as a follow-up keeps it (issue 25): its text in English with the key and params it was made
 * from, and the answers behind it with their texts in every language; the reads word them for each
 * reader (`toFollowup`). Follow-ups opened before keep their texts as they were written.
 */
export type StoredFinding = Omit<FollowupFinding, 'answers'> &
  Pick<RoundFinding, 'textKey' | 'textParams'> & { answers?: StoredAnswer[] };

/**
 * A follow-up as stored (issue 24): its own item type (`Followup`), so nothing that reads rounds, modules
 * or users (reports, research exports, FHIR) ever reads its notes. The history, notes included, lives in
 * the item and is appended by each action's versioned update.
 */
export interface FollowupRecord {
  id: string;
  memberId: string;
  memberName: string;
  facilityId?: string;
  severity: FollowupSeverity;
  status: FollowupStatus;
  finding: StoredFinding;
  assignee: FollowupAssignee;
  dueAt: string;
  escalatedAt?: string;
  attempts: number;
  nextTryOn?: string;
  referredTo?: string;
  /** The facility list's service of the last referral, when one was chosen. */
  referredServiceId?: string;
  outcome?: string;
  firstContactAt?: string;
  resolvedAt?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  history: FollowupEvent[];
}

/**
 * The open follow-ups of one member by finding key (one item per member, versioned): read before a save
 * opens follow-ups and written in the same transaction, so two saves never open the same finding twice.
 */
export interface OpenFindings {
  memberId: string;
  /** Finding key → follow-up id. */
  open: Record<string, string>;
  /** 0 when the member has no index item yet. */
  version: number;
}

/** What a round's save adds to its transaction: the new follow-ups and the member's index after them. */
export interface FollowupOpening {
  followups: FollowupRecord[];
  index: OpenFindings;
  audit: AuditEvent;
}

/** A change of one follow-up (an action, a reassignment, an escalation), written as one transaction. */
export interface FollowupChange {
  before: FollowupRecord;
  after: FollowupRecord;
  /** It closes: its finding leaves the member's open findings in the same transaction. */
  closes?: boolean;
  audit: AuditEvent;
}

/** Stored follow-ups (DynamoDB in ./repository.ts). */
export interface FollowupsRepository {
  get(id: string): Promise<FollowupRecord | undefined>;
  /** Follow-ups assigned to one user, or to the Coordinators of a facility (`pool`). */
  listByAssignee(
    assignee: { userId: string } | { pool: string },
    state: 'open' | 'all',
  ): Promise<FollowupRecord[]>;
  listByMember(memberId: string): Promise<FollowupRecord[]>;
  /** Open follow-ups of a facility, earliest due first (the escalation job). */
  listOpenOfFacility(facilityId: string | undefined, dueBefore?: string): Promise<FollowupRecord[]>;
  openFindings(memberId: string): Promise<OpenFindings>;
  /** Versioned write (stale → 409 STALE_VERSION) of the change, its audit event and index in one go. */
  change(change: FollowupChange): Promise<void>;
}

/** A new follow-up of one finding. */
export function newFollowup(input: {
  id: string;
  member: { id: string; name: string; facilityId?: string };
  finding: RoundFinding;
  /** The member's answers behind the finding (left out when none was found). */
  answers?: StoredAnswer[];
  round: { kind: FollowupFinding['reportKind']; instanceId: string; collectionName: string };
  assignee: FollowupAssignee;
  dueDays: number;
  at: string;
}): FollowupRecord {
  const { finding, round, at } = input;
  const due = new Date(Date.parse(at) + input.dueDays * 86_400_000).toISOString();
  return {
    id: input.id,
    memberId: input.member.id,
    memberName: input.member.name,
    ...(input.member.facilityId ? { facilityId: input.member.facilityId } : {}),
    severity: finding.severity,
    status: 'open',
    finding: {
      key: finding.key,
      metric: finding.metric,
      text: finding.text,
      ...(finding.textKey ? { textKey: finding.textKey } : {}),
      ...(finding.textParams ? { textParams: finding.textParams } : {}),
      answer: finding.answer,
      ...(input.answers && input.answers.length > 0 ? { answers: input.answers } : {}),
      reportKind: round.kind,
      instanceId: round.instanceId,
      collectionName: round.collectionName,
    },
    assignee: input.assignee,
    dueAt: due,
    attempts: 0,
    createdAt: at,
    updatedAt: at,
    version: 1,
    history: [{ at, action: 'opened', assignee: input.assignee }],
  };
}

/** The API's view of a stored finding: its text and its answers' texts in the reader's language. */
function findingFor(stored: StoredFinding): FollowupFinding {
  const { textKey: _key, textParams: _params, answers, ...finding } = stored;
  return {
    ...finding,
    text: findingText(stored),
    ...(answers ? { answers: answers.map((a) => answerIn(a)) } : {}),
  };
}

/**
 * The API's view: the stored record without its history, with `overdue` as of `now`, its finding
 * worded in the request's language.
 */
export function toFollowup(r: FollowupRecord, now: Date): Followup {
  const { history: _history, id, finding, ...rest } = r;
  return {
    _id: id,
    ...rest,
    finding: findingFor(finding),
    overdue: r.status !== 'resolved' && Date.parse(r.dueAt) < now.getTime(),
  };
}

/** Open ones first (earliest due first), then the resolved ones (newest first). */
export function byOpenThenDue(a: FollowupRecord, b: FollowupRecord): number {
  const closedA = a.status === 'resolved' ? 1 : 0;
  const closedB = b.status === 'resolved' ? 1 : 0;
  if (closedA !== closedB) return closedA - closedB;
  if (closedA === 0) return a.dueAt.localeCompare(b.dueAt);
  return b.updatedAt.localeCompare(a.updatedAt);
}

/** 404 of a follow-up that does not exist or lies outside the caller's scope. */
export function followupNotFound(): AppError {
  return new AppError('NOT_FOUND', msg('followups.api.notFound'), { code: 'FOLLOWUP_NOT_FOUND' });
}
