import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Link, Stack } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import { useRelatedUsers } from '../../../features/users/api/users';
import { useMemberSeriesDashboard } from '../../../features/dashboard/api/dashboard';
import { AssignedTasks } from '../../../features/dashboard/components/assigned-tasks';
import { DashboardWelcome } from '../../../features/dashboard/components/member-summary';
import { DailyThought } from './daily-thought';
import { assignedModulesOf, assignedSeriesOf } from '../../../features/dashboard/utils/assigned';
import { LoadingBlock } from '../../../components/ui/query-state';

// Follow-ups (issue 24) load as their own chunk, after the dashboard's first screen.
const StaffFollowups = lazy(() => import('../../../features/followups/components/staff-followups'));

/** One person's assigned series under their name (expandable to chapters). */
function PersonTasks({ userId, heading }: { userId: string; heading: string }) {
  const collections = useMemberSeriesDashboard(userId);
  if (collections.isPending) return <LoadingBlock dense />;
  if (collections.isError) {
    return (
      <Alert severity="error" role="alert">
        {msg('dashboard.error.memberSeries')}
      </Alert>
    );
  }
  return (
    <AssignedTasks
      series={assignedSeriesOf(collections.data.recentCollection)}
      modules={assignedModulesOf(collections.data.assignedSurveys)}
      heading={heading}
    />
  );
}

/**
 * The dashboard of a Coordinator or Volunteer (spec 000 §2, issue 11): a Coordinator sees the series
 * assigned to themself and to each assigned member; a Volunteer sees each assigned member's tasks.
 * Each list is headed by the person's name and expands per series to its chapters; under it a link
 * opens that member's dashboard (/Dashboard/:userID, which nothing linked to before). A helper with no
 * assigned members gets the missing-patients text of spec 000 §2 'Report screen states' ('Persons
 * Data Not Available'); 'No series assigned' stays the text of a person whose series are all complete.
 */
export function HelperDashboard({
  userId,
  name,
  facility,
  includeSelf,
}: {
  userId: string;
  name: string;
  facility: string | undefined;
  includeSelf: boolean;
}) {
  const related = useRelatedUsers(userId);
  return (
    <Stack spacing={3}>
      <Box>
        <DashboardWelcome name={name} facility={facility} />
      </Box>
      <DailyThought />
      <Suspense fallback={<LoadingBlock dense />}>
        <StaffFollowups list figures={includeSelf} />
      </Suspense>
      {includeSelf && <PersonTasks userId={userId} heading={msg('dashboard.currentTasks')} />}
      {related.isPending ? (
        <LoadingBlock dense />
      ) : related.isError ? (
        <Alert severity="error" role="alert">
          {msg('dashboard.error.patients')}
        </Alert>
      ) : related.data.patients.length === 0 ? (
        <p role="status">{reportsMsg('reports.empty.personsDataNotAvailable')}</p>
      ) : (
        related.data.patients.map((p) => (
          <Stack key={p._id} spacing={1}>
            <PersonTasks userId={p._id} heading={`${msg('dashboard.assignedSeries')}: ${p.name}`} />
            <Link
              component={RouterLink}
              to={`/Dashboard/${encodeURIComponent(p._id)}`}
              sx={{ alignSelf: 'start' }}
            >
              {msg('dashboard.openMemberDashboard', { name: p.name })}
            </Link>
          </Stack>
        ))
      )}
    </Stack>
  );
}
