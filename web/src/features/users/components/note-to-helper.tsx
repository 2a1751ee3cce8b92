import { useState } from 'react';
import { Alert, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { useRelatedUsers } from '../api/users';
import { roleLabel } from '../utils/user-display';
import { SendNoteForm } from './send-note-form';

/**
 * A member's note to one of their helpers (ACCESS.md 'notes: send', Patient: to their workers): the
 * helpers assigned to the member (`GET /api/users/getAllUsers/{id}`), one chosen, then the note form.
 */
export function NoteToHelper({ memberId }: { memberId: string }) {
  const related = useRelatedUsers(memberId);
  const [to, setTo] = useState('');
  if (related.isPending) return <CircularProgress aria-label={shellMsg('shell.loading')} />;
  if (related.isError) return <Alert severity="error">{msg('users.error.user')}</Alert>;
  const helpers = [...related.data.volunteers, ...related.data.coordinators, ...related.data.admins];
  if (helpers.length === 0) return <Typography>{msg('users.notes.noHelpers')}</Typography>;
  const chosen = helpers.some((h) => h._id === to) ? to : (helpers[0]?._id ?? '');
  return (
    <Stack spacing={2}>
      <TextField
        select
        id="note-to"
        label={msg('users.field.noteTo')}
        value={chosen}
        onChange={(event) => setTo(event.target.value)}
        sx={{ maxWidth: 640 }}
      >
        {helpers.map((h) => (
          <MenuItem key={h._id} value={h._id}>
            {`${h.name} (${roleLabel(h.role)})`}
          </MenuItem>
        ))}
      </TextField>
      <SendNoteForm key={chosen} receiverId={chosen} />
    </Stack>
  );
}
