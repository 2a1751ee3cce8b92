import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { isHelperRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { UserDetail } from '@circles/shared/schemas/people';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useUpdateUser } from '../api/user-mutations';
import { useRelatedUsers } from '../api/users';
import { roleLabel } from '../utils/user-display';
import { targetOf, viewerCan } from '../utils/viewer';

/**
 * The Assigned Member tab (the viewed user is a Volunteer: their members) or Assigned Volunteer tab
 * (others: their helpers), spec 002 §2.8; Admins and Coordinators may remove an assignment (§6).
 */
export function AccountAssignedTab({ user }: { user: UserDetail }) {
  const viewer = useSessionUser();
  const related = useRelatedUsers(user._id);
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  if (related.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  }
  if (related.isError) return <Alert severity="error">{msg('users.error.fetchUsers')}</Alert>;
  const helper = isHelperRole(user.role);
  const people = helper ? related.data.patients : [...related.data.volunteers, ...related.data.coordinators];
  const mayRemove = viewerCan(viewer, 'user.assign', targetOf(user));
  const removeOne = (id: string) =>
    update.mutate(
      { kind: helper ? 'patients' : 'workers', body: { remove: [id] } },
      {
        onSuccess: () => notices.show({ severity: 'success', text: msg('users.success.unassigned') }),
        onError: () => notices.show({ severity: 'error', text: msg('users.error.unassign') }),
      },
    );
  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {people.length === 0 ? (
        <Typography>{msg(helper ? 'users.profile.noPatients' : 'users.none')}</Typography>
      ) : (
        <List>
          {people.map((p) => (
            <ListItem
              key={p._id}
              data-user-id={p._id}
              secondaryAction={
                mayRemove && (
                  <Button color="error" disabled={update.isPending} onClick={() => removeOne(p._id)}>
                    {msg('users.action.remove', { name: p.name })}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/profile/${encodeURIComponent(p._id)}`}>
                    {p.name}
                  </Link>
                }
                secondary={roleLabel(p.role)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
