import { Stack } from '@mui/material';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { msg } from '@circles/shared/messages/followups';
import type { Followup, FollowupSeverity, FollowupStatus } from '@circles/shared/schemas/followup';
import { FlagChip } from '../../../components/ui/flag-chip';

/** The label of a severity ('Red flag', 'High risk', …). */
export const severityLabel = (severity: FollowupSeverity) => msg(`followups.severity.${severity}`);

/** The label of a status ('Open', 'Could not reach', …). */
export const statusLabel = (status: FollowupStatus) => msg(`followups.status.${status}`);

/** `yyyy-mm-dd` of an ISO date-time (the due dates are whole days to the reader). */
export const dayOf = (iso: string) => iso.slice(0, 10);

const SEVERITY_COLOR = {
  red: 'error',
  highRisk: 'error',
  yellow: 'warning',
  moderateRisk: 'warning',
  concern: 'info',
} as const;

/** The severity as a chip: its words carry the meaning, the colour only repeats it. */
export function SeverityChip({ severity }: { severity: FollowupSeverity }) {
  return <FlagChip outline={SEVERITY_COLOR[severity]} label={severityLabel(severity)} />;
}

/** 'Overdue' with a clock icon and the word, so it does not rely on colour. */
export function OverdueChip() {
  return (
    <FlagChip icon={ScheduleIcon} color="error" label={msg('followups.overdue')} data-testid="overdue" />
  );
}

/** 'Escalated': the escalation job moved an open follow-up on (issue 24 §3), in words. */
export function EscalatedChip() {
  return (
    <FlagChip icon={MoveUpIcon} outline="plain" label={msg('followups.escalated')} data-testid="escalated" />
  );
}

/**
 * The status, with 'Overdue' beside it when an open follow-up is past its due date and 'Escalated' when
 * the escalation job moved it on.
 */
export function StatusCell({ followup }: { followup: Followup }) {
  const open = followup.status !== 'resolved';
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{statusLabel(followup.status)}</span>
      {followup.overdue && open && <OverdueChip />}
      {followup.escalatedAt && open && <EscalatedChip />}
    </Stack>
  );
}
