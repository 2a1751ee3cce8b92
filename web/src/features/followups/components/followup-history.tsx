import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import type { FollowupAssignee, FollowupEvent } from '@circles/shared/schemas/followup';

/** 'To Victor Volunteer', or to the facility's Coordinators as a pool. */
const toWhom = (a: FollowupAssignee) =>
  a.type === 'user' ? msg('followups.event.to', { name: a.name }) : msg('followups.event.toPool');

/** `yyyy-mm-dd hh:mm` (UTC) of an ISO date-time. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/** The details of one history entry: who, the next try, the service, the outcome, the new assignee, the note. */
function detailsOf(event: FollowupEvent): string {
  return [
    event.byName && msg('followups.event.by', { name: event.byName }),
    event.nextTryOn && msg('followups.event.nextTry', { date: event.nextTryOn }),
    event.referredTo && msg('followups.event.referredTo', { service: event.referredTo }),
    event.outcome && msg('followups.event.outcome', { outcome: event.outcome }),
    event.assignee && toWhom(event.assignee),
    event.note,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The follow-up's history, newest first (staff only: the member never sees it). */
export function FollowupHistory({ history }: { history: readonly FollowupEvent[] }) {
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6">
        {msg('followups.history')}
      </Typography>
      <List aria-label={msg('followups.history')}>
        {newestFirst.map((event, index) => (
          <ListItem key={`${event.at}-${index}`} divider disableGutters>
            <ListItemText
              primary={`${when(event.at)} — ${msg(`followups.event.${event.action}`)}`}
              secondary={detailsOf(event) || undefined}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
