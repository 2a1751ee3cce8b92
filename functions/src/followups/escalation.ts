import { isCoordinatorRole } from '@circles/shared/access/roles';
import type { FollowupAssignee } from '@circles/shared/schemas/followup';
import { msg } from '@circles/shared/messages/followups';
import { localeOfLanguage, type Locale } from '@circles/shared/messages/locale';
import { ulid } from 'ulid';
import type { UsersRepository } from '../members/ports';
import type { UserRecord } from '../members/user-record';
import type { FollowupRecord, FollowupsRepository } from './records';

/** One notification e-mail: no health details, only a link to the follow-up (issue 24 §3). */
export interface Notification {
  to: string;
  subject: string;
  text: string;
}

/** Sends notifications (SES in AWS; locally an outbox the developer can read). */
export interface Notifier {
  send(message: Notification): Promise<void>;
}

/** What the escalation job uses; `now` is the job's clock (the schedule's time, or a test's). */
export interface EscalationDeps {
  /** Every facility id, and `undefined` for members without one. */
  facilityIds(): Promise<(string | undefined)[]>;
  followups: Pick<FollowupsRepository, 'listOpenOfFacility' | 'change'>;
  users: Pick<UsersRepository, 'get'>;
  /** The Coordinators of a facility (the pool's addresses). */
  coordinatorsOf(facilityId: string): Promise<UserRecord[]>;
  notifier: Notifier;
  /** The web app's address, for the link (`${appUrl}/followups/{id}`). */
  appUrl: string;
  now: () => Date;
}

const DAY = 86_400_000;

/**
 * When a follow-up is due to move on: at its due date to the member's Coordinator, then, one more full
 * due period later, to the facility's Coordinators. A follow-up already with the pool stays there.
 */
function nextStep(f: FollowupRecord, now: number): 'coordinator' | 'pool' | undefined {
  const due = Date.parse(f.dueAt);
  if (now <= due || f.assignee.type === 'facilityCoordinators') return undefined;
  const period = Math.max(DAY, due - Date.parse(f.createdAt));
  if (!f.escalatedAt) return 'coordinator';
  return now > due + period ? 'pool' : undefined;
}

async function coordinatorOf(deps: EscalationDeps, f: FollowupRecord): Promise<FollowupAssignee | undefined> {
  const member = await deps.users.get(f.memberId);
  for (const id of member?.workers ?? []) {
    const u = await deps.users.get(id);
    if (
      u !== undefined &&
      isCoordinatorRole(u.role) &&
      u.enabled !== false &&
      !(f.assignee.type === 'user' && f.assignee.id === u.id)
    )
      return { type: 'user', id: u.id, name: u.info.name, role: 'Coordinator' };
  }
  return undefined;
}

async function recipients(
  deps: EscalationDeps,
  assignee: FollowupAssignee,
): Promise<{ email: string; locale: Locale }[]> {
  // Each mail in its reader's language: their profile's preferred language, else English (issue 25).
  const to = (u: UserRecord | undefined) =>
    u?.email ? [{ email: u.email, locale: localeOfLanguage(u.info.language) ?? 'en' }] : [];
  if (assignee.type === 'user') return to(await deps.users.get(assignee.id));
  const all = await deps.coordinatorsOf(assignee.facilityId);
  return all.filter((u) => u.enabled !== false).flatMap(to);
}

/**
 * Moves one follow-up on to `assignee`'s next step as of `now` (see `nextStep`); false when it is not due
 * to move or someone changed it meanwhile (stale: the next run sees it as it is then).
 */
export async function escalateOne(
  deps: EscalationDeps,
  f: FollowupRecord,
  now: Date,
  facilityId = f.facilityId,
): Promise<boolean> {
  const at = now.toISOString();
  const step = nextStep(f, now.getTime());
  if (!step) return false;
  const assignee: FollowupAssignee = (step === 'coordinator' ? await coordinatorOf(deps, f) : undefined) ?? {
    type: 'facilityCoordinators',
    facilityId: f.facilityId ?? facilityId ?? 'NONE',
  };
  const after: FollowupRecord = {
    ...f,
    assignee,
    escalatedAt: at,
    updatedAt: at,
    version: f.version + 1,
    history: [...f.history, { at, action: 'escalated', assignee }],
  };
  try {
    await deps.followups.change({
      before: f,
      after,
      audit: {
        id: ulid(),
        at,
        actorId: 'escalation-job',
        actorRole: 'Anonymous',
        ...(f.facilityId ? { facilityId: f.facilityId } : {}),
        action: 'followup.escalate',
        memberId: f.memberId,
        recordId: f.id,
        outcome: 'allowed',
      },
    });
  } catch {
    return false;
  }
  for (const { email, locale } of await recipients(deps, assignee))
    await deps.notifier.send({
      to: email,
      subject: msg('followups.mail.subject', undefined, locale),
      text: msg('followups.mail.text', { link: `${deps.appUrl}/followups/${f.id}` }, locale),
    });
  return true;
}

/**
 * The escalation job (issue 24 §3): every open follow-up past its due date moves to the member's
 * Coordinator (or, without one, the facility's Coordinators), and one due period later to the facility's
 * Coordinators; each move is recorded in its history, audited and e-mailed to the new assignee with a
 * link only. Versioned: a follow-up someone acted on meanwhile is left for the next run.
 */
export async function escalateOverdue(deps: EscalationDeps): Promise<{ escalated: string[] }> {
  const now = deps.now();
  const escalated: string[] = [];
  for (const facilityId of await deps.facilityIds())
    for (const f of await deps.followups.listOpenOfFacility(facilityId, now.toISOString()))
      if (await escalateOne(deps, f, now, facilityId)) escalated.push(f.id);
  return { escalated };
}
