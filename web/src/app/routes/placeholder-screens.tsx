import { useParams } from 'react-router';
import { msg, type MessageKey } from '@circles/shared/messages/catalogue';
import { ScreenHeading } from '../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../lib/auth/require-auth-check';
import { useSessionUser } from '../../lib/auth/session-context';

/**
 * Screens of the menu whose content comes with later features: each shows its title and nothing
 * else (never made-up data). A feature replaces its line here with its own route.
 */
export const PLACEHOLDER_SCREENS: readonly { path: string; title: MessageKey }[] = [
  { path: '/', title: 'shell.menu.dashboard' },
  { path: '/Dashboard/:userID', title: 'shell.menu.dashboard' },
  { path: '/administration/users/management', title: 'users.manage.title' },
  { path: '/administration/booklets/management', title: 'shell.menu.modules' },
  { path: '/administration/projects/management', title: 'modules.projects.title' },
  { path: '/administration/workbook/management', title: 'shell.menu.workbooks' },
  { path: '/GroupReports', title: 'shell.menu.reports' },
  { path: '/GroupReports/:userID', title: 'shell.menu.reports' },
  { path: '/MainReports', title: 'shell.menu.reports' },
  { path: '/MainReports/:userID', title: 'shell.menu.reports' },
];

/** A screen that so far shows only its title, after the authentication check. */
export function PlaceholderScreen({ title }: { title: MessageKey }) {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg(title)} />
    </RequireAuthCheck>
  );
}

/** /profile and /profile/:id: 'My Profile' for the user's own id, otherwise 'Viewing Profile' (spec 002 §2.1). */
export function ProfilePlaceholderScreen() {
  const { id } = useParams();
  const user = useSessionUser();
  return (
    <PlaceholderScreen
      title={id === undefined || id === user.id ? 'users.profile.myProfile' : 'users.profile.viewing'}
    />
  );
}
