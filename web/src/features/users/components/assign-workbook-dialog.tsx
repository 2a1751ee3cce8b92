import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Autocomplete, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { listScope } from '@circles/shared/access/list-scope';
import { isMemberRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { UserSummary } from '@circles/shared/schemas/people';
import type { Workbook } from '@circles/shared/schemas/series';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import { ApiError, apiCall } from '../../../lib/api-client';

/**
 * Why an assignment failed, for the spec's three texts (001 §7, 002 §8): the server refused it
 * ('Failed to assign workbooks…'), it failed on the server ('Unexpected error occurred…'), or no answer
 * came (the network: 'An error occurred while assigning workbooks.').
 */
export type AssignFailure = 'refused' | 'unexpected' | 'unreachable';

/** The kind of an assignment's failure (see AssignFailure). */
export function assignFailureOf(error: unknown): AssignFailure {
  if (!(error instanceof ApiError)) return 'unreachable';
  return error.status >= 500 ? 'unexpected' : 'refused';
}

/**
 * Who an assignment is sent as (`cordinator_id`): the viewer, when the server lets them assign workbooks
 * as themself only (a Coordinator, by the same list scope it checks); nobody named for an Admin.
 */
export function workbookAssignerOf(viewer: Pick<Actor, 'id' | 'role'>): string | undefined {
  return listScope(viewer, 'workbook.write') === 'own' ? viewer.id : undefined;
}

const newestFirst = (a: UserSummary, b: UserSummary) => b.createdAt.localeCompare(a.createdAt);

/**
 * The Assign Workbook dialog of spec 002 §2.4 / §5.9: one or more workbooks (`GET /api/workbooks`) and
 * one or more clients (members, newest first, §9). Assign stays disabled until both have a choice (the
 * spec's "stops silently"); it sends `POST /api/workbooks/assign-collections` with the chosen ids, and
 * `cordinator_id` the caller's own id for a Coordinator (the server refuses any other).
 */
export function AssignWorkbookDialog({
  open,
  users,
  coordinatorId,
  onAssigned,
  onClose,
  onError,
}: {
  open: boolean;
  users: readonly UserSummary[];
  /** The signed-in Coordinator, sent as `cordinator_id`; undefined for an Admin. */
  coordinatorId?: string;
  onAssigned: () => void;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const [workbooks, setWorkbooks] = useState<Workbook[]>([]);
  const [members, setMembers] = useState<UserSummary[]>([]);
  const list = useQuery({
    queryKey: ['workbooks', 'list'],
    enabled: open,
    queryFn: ({ signal }) => apiCall('workbooksList', { signal }).then((r) => r.workbookList),
  });
  const memberOptions = users.filter((u) => isMemberRole(u.role)).sort(newestFirst);

  const assign = async () => {
    await apiCall('workbooksAssign', {
      body: {
        ...(coordinatorId ? { cordinator_id: coordinatorId } : {}),
        workbookId: workbooks.map((w) => w._id),
        userIds: members.map((m) => m._id),
      },
    });
    setWorkbooks([]);
    setMembers([]);
    onAssigned();
  };

  return (
    <ActionDialog
      open={open}
      title={msg('users.action.assignWorkbook')}
      confirmLabel={msg('users.action.assign')}
      confirmDisabled={workbooks.length === 0 || members.length === 0}
      onConfirm={assign}
      onClose={onClose}
      onError={onError}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
        <Typography>{msg('users.assignWorkbook.help')}</Typography>
        {list.isPending && open && <CircularProgress aria-label={shellMsg('shell.loading')} />}
        {list.isError && <Alert severity="error">{msg('users.error.usersSeriesWorkbooks')}</Alert>}
        <Autocomplete
          multiple
          options={list.data ?? []}
          value={workbooks}
          onChange={(_e, value) => setWorkbooks(value)}
          getOptionLabel={(w) => w.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          renderInput={(params) => <TextField {...params} label={msg('users.field.workbooks')} />}
        />
        <Autocomplete
          multiple
          options={memberOptions}
          value={members}
          onChange={(_e, value) => setMembers(value)}
          getOptionLabel={(u) => u.name}
          isOptionEqualToValue={(a, b) => a._id === b._id}
          renderInput={(params) => <TextField {...params} label={msg('users.field.members')} />}
        />
      </Stack>
    </ActionDialog>
  );
}
