import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import type { UserSummary } from '@circles/shared/schemas/people';
import { useSessionUser } from '../../../lib/auth/session-context';
import { monthDayYear, roleLabel } from '../utils/user-display';
import { targetOf, viewerCan } from '../utils/viewer';
import { StatusChip } from './status-chip';
import { CardGrid } from '../../../components/ui/card-grid';

/** One user card of spec 002 §2.3: name, role, email, status, joined date and the buttons the viewer may use. */
function UserCard({ user }: { user: UserSummary }) {
  const viewer = useSessionUser();
  const target = targetOf(user);
  const id = encodeURIComponent(user._id);
  const name = user.name;
  return (
    <Card component="li" variant="outlined" data-user-id={user._id}>
      <CardContent>
        <Typography component="h3" variant="h6">
          {name}
        </Typography>
        <Typography>{msg('users.card.role', { role: roleLabel(user.role) })}</Typography>
        {user.email && <Typography>{msg('users.card.email', { email: user.email })}</Typography>}
        <Box sx={{ my: 0.5 }}>
          <StatusChip status={user.status} viewerRole={viewer.role} />
        </Box>
        <Typography>{msg('users.card.joined', { date: monthDayYear(user.createdAt) })}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/profile/${id}`}
          aria-label={`${msg('users.action.viewProfile')}: ${name}`}
        >
          {msg('users.action.viewProfile')}
        </Button>
        {viewerCan(viewer, 'user.editProfile', target) && (
          <Button
            component={RouterLink}
            to={`/administration/users/edit/${id}`}
            aria-label={`${msg('users.action.editProfile')}: ${name}`}
          >
            {msg('users.action.editProfile')}
          </Button>
        )}
        {isMemberRole(user.role) && viewerCan(viewer, 'user.adminChange', target) && (
          <Button
            component={RouterLink}
            to={`/administration/users/research/${id}`}
            aria-label={`${msg('users.action.research')}: ${name}`}
          >
            {msg('users.action.research')}
          </Button>
        )}
        {viewerCan(viewer, 'user.setStatus', target) && (
          <Button
            component={RouterLink}
            to={`/administration/users/ed/${id}`}
            aria-label={`${msg('users.action.enableDisable')}: ${name}`}
          >
            {msg('users.action.enableDisable')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/** The user card list of spec 002 §2.3, with 'There are no Users yet!' when empty. */
export function UserCardList({
  users,
  hasMore,
  onLoadMore,
}: {
  users: readonly UserSummary[];
  hasMore?: boolean;
  onLoadMore?: () => void;
}) {
  if (users.length === 0) return <Typography>{msg('users.list.none')}</Typography>;
  return (
    <>
      <CardGrid minWidth="260px">
        {users.map((user) => (
          <UserCard key={user._id} user={user} />
        ))}
      </CardGrid>
      {hasMore && (
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={onLoadMore}>
            {msg('users.manage.more')}
          </Button>
        </Stack>
      )}
    </>
  );
}
