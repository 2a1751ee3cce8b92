import { Alert, Box, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useRelatedUsers } from '../api/users';
import { MemberCards } from './member-cards';

function Members() {
  const viewer = useSessionUser();
  const related = useRelatedUsers(viewer.id);
  if (related.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  }
  if (related.isError) return <Alert severity="error">{msg('users.error.fetchUsers')}</Alert>;
  return <MemberCards members={related.data.patients} />;
}

/** My Members at /your/ and /members (spec 002 §2.2): the signed-in helper's assigned members as cards. */
export function MyMembersScreen() {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('users.members.title')} />
      <Members />
    </RequireAuthCheck>
  );
}
