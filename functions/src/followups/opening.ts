import { isCoordinatorRole, isHelperRole, isVolunteerRole } from '@circles/shared/access/roles';
import { answersBehind, questionsBehind, type StoredAnswer } from '@circles/shared/followups/answers-behind';
import {
  DEFAULT_DUE_DAYS,
  newlyRaised,
  roundFindings,
  type RoundFinding,
} from '@circles/shared/followups/findings';
import type { ReportPayload } from '@circles/shared/reports/report';
import type { FollowupAssignee, FollowupSeverity } from '@circles/shared/schemas/followup';
import { NO_FACILITY } from '../platform/data/keys';
import type { AuditEvent, UsersRepository } from '../members/ports';
import type { ReportRoundRecord } from '../reports/reports';
import type { UserRecord } from '../members/user-record';
import { newFollowup, type FollowupOpening, type FollowupsRepository } from './records';

/** What opening follow-ups reads (issue 24 §1). */
export interface FollowupOpeningDeps {
  followups: Pick<FollowupsRepository, 'openFindings'>;
  /** The round as stored before this save (undefined for its first save). */
  storedRound(
    memberId: string,
    kind: ReportRoundRecord['kind'],
    instanceId: string,
  ): Promise<ReportPayload | undefined>;
  users: Pick<UsersRepository, 'get'>;
  /** A facility's due days by severity, where it overrides the defaults. */
  dueDaysOf(facilityId: string | undefined): Promise<Partial<Record<FollowupSeverity, number>>>;
  connectorEmail: string;
  newId: () => string;
  /**
   * The module definitions of member modules by id (the round's chapters), read only when a follow-up
   * opens: its answers behind carry the questions' titles and option labels.
   */
  definitionsOf?(moduleIds: readonly string[]): Promise<Map<string, unknown>>;
}

/** One chapter of the saved round: its member module and its answers (this save's included). */
export interface OpeningChapter {
  id: string;
  answers: Readonly<Record<string, unknown>>;
}

/**
 * The answers behind each finding (issue 24 §2), kept with the follow-up at opening so its page never
 * reads the member's modules: the values as given, labelled from the definitions of the chapters that
 * hold them (read once, only those chapters).
 */
async function answersByFinding(
  deps: Pick<FollowupOpeningDeps, 'definitionsOf'>,
  chapters: readonly OpeningChapter[] | undefined,
  findings: readonly RoundFinding[],
): Promise<Map<string, StoredAnswer[]>> {
  if (!chapters || chapters.length === 0) return new Map();
  const merged = Object.assign({}, ...chapters.map((c) => c.answers)) as Record<string, unknown>;
  const names = new Set(findings.flatMap((f) => questionsBehind(f.metric, merged)));
  if (names.size === 0) return new Map();
  const holders = chapters.filter((c) => Object.keys(c.answers).some((n) => names.has(n))).map((c) => c.id);
  const definitions = deps.definitionsOf ? await deps.definitionsOf(holders) : new Map<string, unknown>();
  const round = chapters.map((c) => ({ answers: c.answers, surveyJSON: definitions.get(c.id) }));
  return new Map(findings.map((f) => [f.key, answersBehind(f.metric, round)]));
}

/**
 * Who works a member's follow-ups: their assigned Volunteer, else their Coordinator, else the Coordinators
 * of their facility as a pool. Disabled helpers are passed over.
 */
export async function assigneeOf(
  deps: Pick<FollowupOpeningDeps, 'users'>,
  member: UserRecord,
): Promise<FollowupAssignee> {
  const helpers = (await Promise.all(member.workers.map((id) => deps.users.get(id)))).filter(
    (u): u is UserRecord => u !== undefined && u.enabled !== false && u.status !== 'terminated',
  );
  const pick = helpers.find((u) => isVolunteerRole(u.role)) ?? helpers.find((u) => isCoordinatorRole(u.role));
  if (pick && isHelperRole(pick.role))
    return { type: 'user', id: pick.id, name: pick.info.name, role: pick.role };
  return { type: 'facilityCoordinators', facilityId: member.facilityId ?? NO_FACILITY };
}

/**
 * The follow-ups a save opens (issue 24 §1): one per finding the new round raises that the same round
 * did not have before this save, unless the member has one open for that finding already. Undefined
 * when there is none; otherwise the records, the member's index after them and the audit event, all
 * written in the save's own transaction (a failed save leaves none behind).
 */
export async function followupOpeningFor(
  deps: FollowupOpeningDeps,
  input: {
    member: UserRecord;
    round: ReportRoundRecord;
    by: AuditEvent;
    at: string;
    /** The round's chapters in order, for the answers behind each finding. */
    chapters?: readonly OpeningChapter[];
  },
): Promise<FollowupOpening | undefined> {
  const { member, round, at } = input;
  const next = roundFindings(round.payload, round.kind, deps.connectorEmail);
  if (next.length === 0) return undefined;
  const before = await deps.storedRound(member.id, round.kind, round.instanceId);
  const raised = newlyRaised(before ? roundFindings(before, round.kind, deps.connectorEmail) : [], next);
  if (raised.length === 0) return undefined;
  const index = await deps.followups.openFindings(member.id);
  const fresh = raised.filter((f) => index.open[f.key] === undefined);
  if (fresh.length === 0) return undefined;
  const [assignee, overrides, answers] = await Promise.all([
    assigneeOf(deps, member),
    deps.dueDaysOf(member.facilityId),
    answersByFinding(deps, input.chapters, fresh),
  ]);
  const followups = fresh.map((finding) =>
    newFollowup({
      id: deps.newId(),
      member: {
        id: member.id,
        name: member.info.name,
        ...(member.facilityId ? { facilityId: member.facilityId } : {}),
      },
      finding,
      answers: answers.get(finding.key),
      round: { kind: round.kind, instanceId: round.instanceId, collectionName: round.collectionName },
      assignee,
      dueDays: overrides[finding.severity] ?? DEFAULT_DUE_DAYS[finding.severity],
      at,
    }),
  );
  const open = { ...index.open };
  for (const f of followups) open[f.finding.key] = f.id;
  return {
    followups,
    index: { ...index, open },
    audit: {
      ...input.by,
      id: deps.newId(),
      action: 'followup.open',
      memberId: member.id,
      recordId: followups.map((f) => f.id).join(','),
      outcome: 'allowed',
    },
  };
}
