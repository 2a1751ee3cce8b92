import { handler as escalate, type EscalationEvent } from './escalation-job';
import { log } from '../../platform/log';

/**
 * The follow-up escalation job's Lambda entry (issue 24 §3). EventBridge Scheduler sends
 * `{ "scheduledAt": "<aws.scheduler.scheduled-time>" }` every 15 minutes (infra/lib/followup-escalation.ts),
 * so a retried delivery runs with the same clock and moves nothing twice (each move is versioned). A
 * failed run throws: an invocation error the alarm counts; Lambda retries it, then the dead-letter queue.
 */
export async function handler(event: EscalationEvent | undefined): Promise<{ escalated: string[] }> {
  const result = await escalate(event ?? {});
  log.info('followup escalation', { scheduledAt: event?.scheduledAt, escalated: result.escalated.length });
  return result;
}
