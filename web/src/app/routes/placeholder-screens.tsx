import { useParams } from 'react-router';
import { msg } from '@circles/shared/messages/shell';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { ScreenHeading } from '../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../lib/auth/require-auth-check';
import { useSessionUser } from '../../lib/auth/session-context';

/**
 * Screens of the menu whose content comes with later features: each shows its title and nothing
 * else (never made-up data). A feature replaces its line here with its own route. Titles are read
 * when the screen renders, so they follow the current locale.
 */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: () => string }[] = [
  { path: '/', title: () => msg('shell.menu.dashboard') },
  { path: '/Dashboard/:userID', title: () => msg('shell.menu.dashboard') },
  { path: '/administration/users/management', title: () => usersMsg('users.manage.title') },
  { path: '/administration/workbook/management', title: () => msg('shell.menu.workbooks') },
  { path: '/GroupReports', title: () => msg('shell.menu.reports') },
  { path: '/GroupReports/:userID', title: () => msg('shell.menu.reports') },
  { path: '/MainReports', title: () => msg('shell.menu.reports') },
  { path: '/MainReports/:userID', title: () => msg('shell.menu.reports') },
];

/** A screen that so far shows only its title, after the authentication check. */
export function PlaceholderScreen({ title }: { title: () => string }) {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={title()} />
    </RequireAuthCheck>
  );
}

/** /profile and /profile/:id: 'My Profile' for the user's own id, otherwise 'Viewing Profile' (spec 002 §2.1). */
export function ProfilePlaceholderScreen() {
  const { id } = useParams();
  const user = useSessionUser();
  return (
    <PlaceholderScreen
      title={() =>
        usersMsg(id === undefined || id === user.id ? 'users.profile.myProfile' : 'users.profile.viewing')
      }
    />
  );
}
