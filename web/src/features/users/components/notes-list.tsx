import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { Note } from '@circles/shared/schemas/note';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { notePdfUrl, useMarkNoteRead, useNotes } from '../api/notes';
import { monthDayYear } from '../utils/user-display';

function NoteCard({ note, received }: { note: Note; received: boolean }) {
  const markRead = useMarkNoteRead();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const openPdf = async () => {
    try {
      // A short-lived address that answers the file as an attachment: following it saves the PDF and
      // leaves this page where it is.
      const link = document.createElement('a');
      link.href = await notePdfUrl(note._id);
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      notices.show({ severity: 'error', text: msg('users.error.fetch') });
    }
  };
  const unread = note.status === 'unread';
  return (
    <Card component="li" variant="outlined" data-note-id={note._id}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {received
              ? msg('users.notes.from', { name: note.sender.info.name, date: monthDayYear(note.createdAt) })
              : msg('users.notes.to', { name: note.receiver.info.name, date: monthDayYear(note.createdAt) })}
          </Typography>
          <Chip
            size="small"
            label={msg(unread ? 'users.notes.unread' : 'users.notes.read')}
            color={unread ? 'primary' : 'default'}
          />
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{note.message}</Typography>
        <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      </CardContent>
      <CardActions>
        {note.pdf && <Button onClick={() => void openPdf()}>{msg('users.action.openPdf')}</Button>}
        {received && unread && (
          <Button
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(note._id, {
                onSuccess: () => notices.show({ severity: 'success', text: msg('users.success.noteRead') }),
                onError: () => notices.show({ severity: 'error', text: msg('users.error.saveNote') }),
              })
            }
          >
            {msg('users.action.markRead')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * The notes of spec 002 §2.11: those the signed-in user received ('From {sender} on {date}') or, with
 * `sentTo`, those they sent to that user ('To {receiver} on {date}'), newest first; the spec's empty
 * text when there are none.
 */
export function NotesList({ userId, sentTo }: { userId: string; sentTo?: string }) {
  const notes = useNotes(userId, sentTo ? 'sent' : 'received');
  if (notes.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  }
  if (notes.isError) return <Alert severity="error">{msg('users.error.fetch')}</Alert>;
  const shown = sentTo ? notes.data.filter((n) => n.receiverId === sentTo) : notes.data;
  if (shown.length === 0) return <Typography>{msg('users.notes.none')}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shown.map((note) => (
        <NoteCard key={note._id} note={note} received={!sentTo} />
      ))}
    </Stack>
  );
}
