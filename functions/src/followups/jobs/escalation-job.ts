import { isCoordinatorRole } from '@circles/shared/access/roles';
import { dynamoPeopleRepository } from '../../users/data/people-repository';
import { dynamoUsersRepository } from '../../members/data/users-repository';
import { escalateOverdue, type EscalationDeps, type Notifier } from '../escalation';
import { notifierFromEnv } from '../data/mail';
import { outboxNotifier } from '../data/outbox';
import { dynamoFollowupsRepository } from '../data/repository';

/** The event EventBridge Scheduler (and the local interval) sends: the tick's time is the job's clock. */
export interface EscalationEvent {
  scheduledAt?: string;
}

/** The real dependencies of the job, with its clock and sender given. */
export function escalationDeps(now: Date, notifier: Notifier = outboxNotifier): EscalationDeps {
  return {
    async facilityIds() {
      return [...(await dynamoPeopleRepository.facilities()).map((f) => f.id), undefined];
    },
    followups: dynamoFollowupsRepository,
    users: dynamoUsersRepository,
    async coordinatorsOf(facilityId) {
      return (await dynamoPeopleRepository.listInFacility(facilityId, true)).filter((u) =>
        isCoordinatorRole(u.role),
      );
    },
    notifier,
    appUrl: process.env.CIRCLES_APP_URL ?? 'http://127.0.0.1:5173',
    now: () => now,
  };
}

/**
 * The escalation job's handler (issue 24 §3; the Lambda entry is functions/src/followups/jobs/followup-escalation.ts):
 * `scheduledAt` (else the current time) is its clock; mails go through the sender the configuration
 * names (`notifierFromEnv`: SES in AWS when a sender address is configured, else the outbox).
 */
export async function handler(event: EscalationEvent = {}): Promise<{ escalated: string[] }> {
  const at = event.scheduledAt ? new Date(event.scheduledAt) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error('scheduledAt is not a time');
  return escalateOverdue(escalationDeps(at, notifierFromEnv()));
}
