import { Stack } from '@mui/material';
import { FollowupFiguresSection } from './followup-figures';
import { FollowupsSection } from './followups-section';

/**
 * What a staff dashboard shows of follow-ups (issue 24): the caller's list (Volunteers, Coordinators)
 * and the programme's figures (Coordinators, Admins). Its own chunk: the table kit stays off the
 * first screen's code.
 */
export function StaffFollowups({ list, figures }: { list: boolean; figures: boolean }) {
  return (
    <Stack spacing={3}>
      {list && <FollowupsSection />}
      {figures && <FollowupFiguresSection />}
    </Stack>
  );
}

export default StaffFollowups;
