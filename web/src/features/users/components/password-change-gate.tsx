import { Outlet } from 'react-router';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@circles/shared/messages/users';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useCurrentUser, usersKeys } from '../api/users';
import { AccountPasswordTab } from './account-password-tab';

/**
 * Before any screen, a user created by staff (or whose password staff reset) chooses their own
 * password (spec 002 §5.5 "a default password… the user must change at first sign-in"; the API
 * refuses every other call until then). Everyone else goes straight to the screen. While the check
 * runs, or if it fails, the screen shows and handles the API's answers itself.
 */
export function PasswordChangeGate() {
  const viewer = useSessionUser();
  const current = useCurrentUser();
  const client = useQueryClient();
  if (current.data?.mustChangePassword !== true) return <Outlet />;
  return (
    <>
      <ScreenHeading title={msg('users.tab.changePassword')} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {msg('users.server.passwordChangeRequired')}
      </Alert>
      <AccountPasswordTab
        userId={viewer.id}
        startUnlocked
        onDirtyChange={() => undefined}
        onChanged={() => void client.invalidateQueries({ queryKey: usersKeys.all })}
      />
    </>
  );
}
