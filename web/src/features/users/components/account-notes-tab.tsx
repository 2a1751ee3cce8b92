import { Stack, Typography } from '@mui/material';
import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { useSessionUser } from '../../../lib/auth/session-context';
import { targetOf, viewerCan } from '../utils/viewer';
import { NoteToHelper } from './note-to-helper';
import { NotesList } from './notes-list';
import { SendNoteForm } from './send-note-form';

/**
 * The Notes tab (spec 002 §2.8, §2.11): on one's own account the notes received (and, for a member, a
 * note to one of their helpers); on another user's, a note to them (with an optional PDF) and the notes
 * sent to them.
 */
export function AccountNotesTab({ user }: { user: UserDetail }) {
  const viewer = useSessionUser();
  if (user._id === viewer.id) {
    if (!isMemberRole(viewer.role)) return <NotesList userId={viewer.id} />;
    // A member writes to their helpers from their own account (ACCESS.md 'notes: send').
    return (
      <Stack spacing={3}>
        <NoteToHelper memberId={viewer.id} />
        <NotesList userId={viewer.id} />
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {viewerCan(viewer, 'note.send', targetOf(user)) && <SendNoteForm receiverId={user._id} />}
      <div>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {msg('users.notes.title')}
        </Typography>
        <NotesList userId={viewer.id} sentTo={user._id} />
      </div>
    </Stack>
  );
}
