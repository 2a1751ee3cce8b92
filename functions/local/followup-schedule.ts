import { escalateOverdue } from '../src/followups/escalation';
import { escalationDeps } from '../src/followups/jobs/escalation-job';
import { outboxNotifier } from '../src/followups/data/outbox';
import { startIntervalJob, type IntervalJob } from './interval-job';

/**
 * The local stand-in of the follow-up escalation schedule (issue 24 §3): the same job on an interval,
 * its clock the tick's time. `CIRCLES_ESCALATION_INTERVAL_MINUTES` sets the interval (default 15; 0 turns
 * it off). Notifications go to the local outbox (the table's `OUTBOX` items) and are printed here, so a
 * developer sees each one: a subject and a link, never health details.
 */
export const DEFAULT_ESCALATION_INTERVAL_MINUTES = 15;

export function startEscalationSchedule(
  env: NodeJS.ProcessEnv = process.env,
  write: (line: string) => void = (line) => process.stdout.write(line),
): IntervalJob | undefined {
  const notifier = {
    async send(message: { to: string; subject: string; text: string }) {
      await outboxNotifier.send(message);
      write(`Mail to ${message.to}: ${message.subject}. ${message.text}\n`);
    },
  };
  return startIntervalJob({
    minutes: env.CIRCLES_ESCALATION_INTERVAL_MINUTES,
    defaultMinutes: DEFAULT_ESCALATION_INTERVAL_MINUTES,
    firstAfterMs: 10_000,
    run: () =>
      escalateOverdue(escalationDeps(new Date(), notifier)).then(
        (r) => {
          if (r.escalated.length > 0) write(`Escalated ${r.escalated.length} overdue follow-up(s)\n`);
        },
        (err: unknown) => write(`Escalation failed: ${err instanceof Error ? err.message : String(err)}\n`),
      ),
  });
}
