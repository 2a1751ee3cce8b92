import { useParams } from 'react-router';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { PageTitle } from '../../../components/ui/page-title';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { AdminDashboard } from './admin-dashboard';
import { HelperDashboard } from './helper-dashboard';
import { MemberDashboard } from './member-dashboard';

function DashboardByRole() {
  const { userID } = useParams();
  const user = useSessionUser();
  // /Dashboard/:userID: that member's dashboard (the server refuses members outside the reader's scope).
  if (userID) return <MemberDashboard key={userID} userId={userID} />;
  switch (user.role) {
    case 'Admin':
      return <AdminDashboard />;
    case 'Coordinator':
    case 'Volunteer':
      return (
        <HelperDashboard
          userId={user.id}
          name={user.name}
          facility={user.facilityName}
          includeSelf={user.role === 'Coordinator'}
        />
      );
    case 'Patient':
      return <MemberDashboard userId={user.id} />;
  }
}

/**
 * The dashboard at / (by role: Admin counts, Coordinator and Volunteer task lists, a member's own
 * dashboard) and /Dashboard/:userID (a member's dashboard for whoever may read it), after the
 * authentication check (spec 000 §2).
 */
export function DashboardScreen() {
  return (
    <RequireAuthCheck>
      <PageTitle title={shellMsg('shell.menu.dashboard')} />
      <DashboardByRole />
    </RequireAuthCheck>
  );
}
