import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Link, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useUserProfile } from '../api/users';
import { profileErrorText } from '../utils/profile-errors';
import { QueryState } from '../../../components/ui/query-state';

function Loaded({ id, children }: { id: string; children: (user: UserDetail) => ReactNode }) {
  const viewer = useSessionUser();
  const profile = useUserProfile(id);
  return (
    <QueryState query={profile} errorText={(error) => profileErrorText(error, viewer.role)}>
      {({ user }) => (
        <>
          <Typography sx={{ mb: 2 }}>{msg('users.program.for', { name: user.info.name })}</Typography>
          {children(user)}
        </>
      )}
    </QueryState>
  );
}

/**
 * A page about one user keyed by a route parameter (`profileID` or `id`): its heading, the user once
 * loaded (or the viewing restriction's text), 'Please navigate to a proper profile id.' without an id,
 * and the link back to Manage Users.
 */
export function UserPage({ title, children }: { title: string; children: (user: UserDetail) => ReactNode }) {
  const params = useParams();
  const id = params.profileID ?? params.id;
  return (
    <RequireAuthCheck>
      <ScreenHeading title={title} />
      {id ? (
        <Loaded key={id} id={id}>
          {children}
        </Loaded>
      ) : (
        <Alert severity="warning">{msg('users.error.properProfileId')}</Alert>
      )}
      <Link
        component={RouterLink}
        to="/administration/users/management"
        sx={{ display: 'inline-block', mt: 3 }}
      >
        {msg('users.action.backToManage')}
      </Link>
    </RequireAuthCheck>
  );
}
