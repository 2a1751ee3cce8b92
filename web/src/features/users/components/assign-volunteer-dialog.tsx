import { useState } from 'react';
import { Autocomplete, Stack, TextField, Typography } from '@mui/material';
import { isHelperRole, isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import type { UserSummary } from '@circles/shared/schemas/people';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import { roleLabel } from '../utils/user-display';

const newestFirst = (a: UserSummary, b: UserSummary) => b.createdAt.localeCompare(a.createdAt);

/**
 * The Assign Volunteer dialog of spec 002 §2.4 / §5.9: one or more management users (Volunteers and
 * Coordinators) and one or more clients (members), newest first in both pickers (§9). Assign stays
 * disabled until both have a choice; each management user gets the chosen members in one call (the
 * server changes both sides in one transaction).
 */
export function AssignVolunteerDialog({
  open,
  users,
  onAssign,
  onClose,
  onError,
}: {
  open: boolean;
  users: readonly UserSummary[];
  /** Assigns the members to each management user. */
  onAssign: (workerIds: string[], memberIds: string[]) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const [workers, setWorkers] = useState<UserSummary[]>([]);
  const [members, setMembers] = useState<UserSummary[]>([]);
  const helpers = users.filter((u) => isHelperRole(u.role)).sort(newestFirst);
  const memberOptions = users.filter((u) => isMemberRole(u.role)).sort(newestFirst);
  const label = (u: UserSummary) => `${u.name} (${roleLabel(u.role)})`;

  const assign = async () => {
    await onAssign(
      workers.map((w) => w._id),
      members.map((m) => m._id),
    );
    setWorkers([]);
    setMembers([]);
  };

  return (
    <ActionDialog
      open={open}
      title={msg('users.assign.title')}
      confirmLabel={msg('users.action.assign')}
      confirmDisabled={workers.length === 0 || members.length === 0}
      onConfirm={assign}
      onClose={onClose}
      onError={onError}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
        <Typography>{msg('users.assign.help')}</Typography>
        <Autocomplete
          multiple
          options={helpers}
          value={workers}
          onChange={(_e, value) => setWorkers(value)}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          renderInput={(params) => <TextField {...params} label={msg('users.field.volunteers')} />}
        />
        <Autocomplete
          multiple
          options={memberOptions}
          value={members}
          onChange={(_e, value) => setMembers(value)}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          renderInput={(params) => <TextField {...params} label={msg('users.field.members')} />}
        />
      </Stack>
    </ActionDialog>
  );
}
