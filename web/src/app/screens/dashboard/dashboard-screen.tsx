import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { isCoordinatorRole, isHelperRole, isMemberRole } from '@circles/shared/access/roles';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { Box, Stack } from '@mui/material';
import { PageTitle } from '../../../components/ui/page-title';
import { DashboardWelcome } from '../../../features/dashboard/components/member-summary';
import { isRefusal } from '../../../features/reports/screens/report-screen-state';
import { useQuoteOfTheDay } from '../../../features/dashboard/api/dashboard';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { FollowupMemberNotice } from '../../../features/followups/components/followup-member-notice';
import { AdminDashboard } from './admin-dashboard';
import { HelperDashboard } from './helper-dashboard';
import { MemberDashboard, useMemberDashboardReads } from './member-dashboard';

/**
 * Issue 24: 'someone will be in touch', on her own dashboard only, never findings or notes. One element,
 * so the memoised dashboard does not render again for it.
 */
const OWN_NOTICE = <FollowupMemberNotice />;

/** The dashboard's title and content, once the authentication check passed (spec 000 §2). */
function Checked({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <RequireAuthCheck lead={lead}>
      <PageTitle title={shellMsg('shell.menu.dashboard')} />
      {children}
    </RequireAuthCheck>
  );
}

/**
 * A member's dashboard. Its reads (and the thought for the day) start as the screen opens, beside the
 * authentication check rather than after it: the check still decides what shows, but the figures no
 * longer wait a round trip behind it (issue 20, fast first screens). The server answers every read
 * for the caller's own token, so a failed check shows no data.
 */
function MemberDashboardScreen({
  userId,
  own,
}: {
  userId: string;
  own?: { name: string; facility: string | undefined };
}) {
  const reads = useMemberDashboardReads(userId);
  useQuoteOfTheDay();
  // As the reads answer, the dashboard renders them in the background (interruptible, in slices) and
  // shows the previous state meanwhile: its largest renders never block the page as one long task.
  const shown = useDeferredValue(reads);
  if (!own)
    return (
      <Checked>
        <MemberDashboard userId={userId} reads={shown} />
      </Checked>
    );
  // Her own dashboard: her welcome line from the session shows at once, during the authentication check
  // too (it is what the session already holds), until her record answers and the dashboard shows its
  // own; a failed check or a refused read shows only 'Not Authorized', as before.
  const { client, collections, report } = shown;
  const refused = isRefusal(client.error) || isRefusal(collections.error) || isRefusal(report.error);
  const lead = client.isPending && !refused && (
    <Box>
      <DashboardWelcome name={own.name} facility={own.facility} />
    </Box>
  );
  return (
    <Stack spacing={3}>
      <Checked lead={lead}>
        <MemberDashboard userId={userId} reads={shown} welcomeAbove={Boolean(lead)} notice={OWN_NOTICE} />
      </Checked>
    </Stack>
  );
}

/** Staff's dashboard: a helper's task lists (a Coordinator's own series too), else the Admin's counts. */
function StaffDashboard() {
  const user = useSessionUser();
  if (isMemberRole(user.role)) return null;
  if (!isHelperRole(user.role)) return <AdminDashboard />;
  return (
    <HelperDashboard
      userId={user.id}
      name={user.name}
      facility={user.facilityName}
      includeSelf={isCoordinatorRole(user.role)}
    />
  );
}

/**
 * The dashboard at / (by role: Admin counts, Coordinator and Volunteer task lists, a member's own
 * dashboard) and /Dashboard/:userID (a member's dashboard for whoever may read it), after the
 * authentication check (spec 000 §2).
 */
export function DashboardScreen() {
  const { userID } = useParams();
  const user = useSessionUser();
  // /Dashboard/:userID: that member's dashboard (the server refuses members outside the reader's scope).
  if (userID) return <MemberDashboardScreen key={userID} userId={userID} />;
  if (isMemberRole(user.role))
    return <MemberDashboardScreen userId={user.id} own={{ name: user.name, facility: user.facilityName }} />;
  return (
    <Checked>
      <StaffDashboard />
    </Checked>
  );
}
