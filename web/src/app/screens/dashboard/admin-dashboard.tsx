import { lazy, Suspense, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { FailureSnackbar } from '../../../components/ui/notices/failure-snackbar';
import { AdminCounts } from '../../../features/dashboard/components/admin-counts';
import { SeriesByTemplateFigure } from '../../../features/dashboard/components/series-by-template';
import { useAdminCounts } from '../../../features/dashboard/api/dashboard';

// The programme's follow-up figures (issue 24 §4) load as their own chunk.
const StaffFollowups = lazy(() => import('../../../features/followups/components/staff-followups'));

/**
 * The Admin dashboard (spec 000 §2 'Admin dashboard'): Total Active Users, Surveys Completed, Surveys
 * In Progress and the bar chart of member series by series template (with its table); each failed count
 * shows its §8 text in a snackbar for 6000 ms ('Unable to retrieve User Count…' for the users,
 * 'Unable to retrieve Survey Data…' for the series counts, 'An error occurred while fetching data…'
 * for the chart's data), the card keeps its spinner. Below, the programme's follow-up figures (issue 24).
 */
export function AdminDashboard() {
  const { users, completed, inProgress, byType } = useAdminCounts();
  const failure = users.isError
    ? msg('dashboard.error.userCount')
    : completed.isError || inProgress.isError
      ? msg('dashboard.error.surveyData')
      : byType.isError
        ? msg('dashboard.error.fetchOccurred')
        : undefined;
  // The snackbar hides itself after 6000 ms (or on Close); the same failure does not come back.
  const [dismissed, setDismissed] = useState<string>();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {shellMsg('shell.menu.dashboard')}
      </Typography>
      <AdminCounts
        totalActiveUsers={users.data}
        surveysCompleted={completed.data}
        surveysInProgress={inProgress.data}
      />
      <Box>{byType.data && <SeriesByTemplateFigure data={byType.data} />}</Box>
      <Suspense fallback={null}>
        <StaffFollowups list={false} figures />
      </Suspense>
      <FailureSnackbar
        text={failure === dismissed ? undefined : failure}
        onClose={() => setDismissed(failure)}
      />
    </Stack>
  );
}
