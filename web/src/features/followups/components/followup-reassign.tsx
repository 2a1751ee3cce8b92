import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { isHelperRole } from '@circles/shared/access/roles';
import { isFollowupClosed, isNotAssignable, isStale } from '@circles/shared/api/errors';
import { msg } from '@circles/shared/messages/followups';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { FollowupDetail } from '@circles/shared/schemas/followup';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { useAssigneeChoices, useFollowupReassign } from '../api/followups';

/**
 * 'Reassign' (Admins and Coordinators, issue 24 §2): to an enabled Volunteer or Coordinator of the
 * follow-up's facility, from the users the caller may list; the server checks the choice again.
 */
export function FollowupReassign({
  followup,
  onNotice,
}: {
  followup: FollowupDetail;
  onNotice: (notice: Notice | undefined) => void;
}) {
  const users = useAssigneeChoices();
  const reassign = useFollowupReassign(followup._id);
  const [assigneeId, setAssigneeId] = useState('');
  const [error, setError] = useState<string>();
  const current = followup.assignee.type === 'user' ? followup.assignee.id : undefined;
  const choices = (users.data ?? []).filter(
    (u) =>
      isHelperRole(u.role) &&
      u.enabled &&
      u._id !== current &&
      (!followup.facilityId || u.facilityId === followup.facilityId),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNotice(undefined);
    if (!assigneeId) {
      setError(msg('followups.field.required'));
      return;
    }
    setError(undefined);
    reassign.mutate(
      { version: followup.version, assigneeId },
      {
        onSuccess: () => {
          setAssigneeId('');
          onNotice({ severity: 'success', text: msg('followups.saved') });
        },
        onError: (e) => {
          if (isStale(e)) onNotice({ severity: 'warning', text: msg('followups.stale') });
          else if (isFollowupClosed(e)) onNotice({ severity: 'warning', text: msg('followups.closed') });
          else if (isNotAssignable(e)) setError(msg('followups.api.badAssignee'));
          else onNotice({ severity: 'error', text: msg('followups.saveError') });
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <TextField
        select
        required
        label={msg('followups.field.assignee')}
        value={assigneeId}
        onChange={(e) => setAssigneeId(e.target.value)}
        error={Boolean(error)}
        helperText={error}
      >
        {choices.map((u) => (
          <MenuItem key={u._id} value={u._id}>
            {u.name} ({shellMsg(`shell.role.${u.role}`)})
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={reassign.isPending} sx={{ alignSelf: 'start' }}>
        {msg('followups.reassign')}
      </Button>
    </Stack>
  );
}
