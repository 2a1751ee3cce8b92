import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModule } from '@circles/shared/schemas/module';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { useModuleFill } from '../hooks/use-module-fill';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { isEmptySurvey, SurveyView, useSurveyModel } from '../survey/survey-view';
import { ModuleDetailsDialog } from './module-details-dialog';

/** What the fill-in page adds around the module (the Completing Module page's Back and Approve). */
export interface ModuleFillExtras {
  /** The Admin's View link (spec 001 §2.4). */
  viewPath?: string;
  /** Approve this Module (Admin and Coordinator, spec 001 §2.2). */
  canApprove?: boolean;
  /** Back to Member (spec 001 §2.2). */
  backPath?: string;
  /** Export Pdf (spec 001 §2.2): the app composes the PDF feature's button in (issue 12). */
  exportPdf?: ReactNode;
}

/**
 * A member module being filled in (spec 001 §2.4, §2.2): progress bar, Previous and Next, Save (only
 * when answers changed; Next saves too), Mark Complete (only at 100), Restart (off on a locked module,
 * described by the locked text), Refresh, Restore, Details, and on the Completing Module page Back to
 * Member and Approve. Leaving with unsaved answers asks first. A save made offline says it will be
 * made when the connection returns, and is.
 */
export function ModuleFill({
  memberModule: memberModule,
  refetch,
  extras = {},
}: {
  memberModule: MemberModule;
  refetch: () => Promise<MemberModule | undefined>;
  extras?: ModuleFillExtras;
}) {
  const model = useSurveyModel(memberModule.surveyJSON);
  const fill = useModuleFill(memberModule, model, refetch);
  const guard = useLeaveGuard(fill.dirty);
  const [details, setDetails] = useState(false);
  const approveWhyId = useId();
  const lockedWhyId = useId();
  const { buttons, actions } = fill;
  const pages = model.visiblePages.length;

  if (isEmptySurvey(model)) {
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {msg('modules.empty.info')}
        </Alert>
        <Typography>{msg('modules.empty.short')}</Typography>
      </>
    );
  }

  const approveTip = memberModule.approved
    ? msg('modules.approval.approvedTooltip')
    : msg('modules.approval.pendingTooltip');
  // Approval signs off final answers: until Mark Complete the button is off and says why (issue 20).
  const approvable = memberModule.completed && !memberModule.approved;
  const approveWhy = !memberModule.completed && !memberModule.approved;

  const bar: ReactNode = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button onClick={actions.previous} disabled={fill.busy || fill.pageNo === 0}>
        {msg('modules.previous')}
      </Button>
      <Button onClick={() => void actions.next()} disabled={fill.busy || fill.pageNo >= pages - 1}>
        {msg('modules.next')}
      </Button>
      <Button variant="contained" onClick={() => void actions.save()} disabled={!buttons.save}>
        {msg('modules.save')}
      </Button>
      <Button
        variant="contained"
        color="secondary"
        onClick={() => void actions.markComplete()}
        disabled={!buttons.markComplete}
      >
        {msg('modules.markComplete')}
      </Button>
      <Button
        onClick={actions.restart}
        disabled={!buttons.restart}
        // A locked module says why Restart is off: the locked text above (issue 20).
        aria-describedby={fill.locked ? lockedWhyId : undefined}
      >
        {msg('modules.restart')}
      </Button>
      <Button onClick={() => void actions.refresh()} disabled={!buttons.refresh}>
        {msg('modules.refresh')}
      </Button>
      <Button onClick={() => void actions.restore()} disabled={!buttons.restore}>
        {msg('modules.restore')}
      </Button>
      <Button onClick={() => setDetails(true)}>{msg('modules.details.open')}</Button>
      {extras.viewPath && (
        <Button component={RouterLink} to={extras.viewPath}>
          {msg('modules.view')}
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      {guard.dialog}
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {extras.backPath && (
          <Button variant="outlined" component={RouterLink} to={extras.backPath}>
            {msg('modules.backToMember')}
          </Button>
        )}
        {extras.exportPdf}
        {extras.canApprove && (
          <Tooltip title={approveTip}>
            <span>
              <Button
                variant="outlined"
                color="secondary"
                onClick={() => void actions.approve()}
                disabled={!approvable || fill.busy}
                aria-describedby={approveWhy ? approveWhyId : undefined}
              >
                {msg('modules.approve')}
              </Button>
            </span>
          </Tooltip>
        )}
        {extras.canApprove && approveWhy && (
          <Typography id={approveWhyId} variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {msg('modules.approval.notComplete')}
          </Typography>
        )}
      </Stack>
      <NoticeAlert notice={fill.notices.notice} onClose={fill.notices.clear} />
      {fill.waiting && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {msg('modules.offline.waiting')}
        </Alert>
      )}
      {fill.locked && (
        <Alert id={lockedWhyId} severity="info" sx={{ mb: 2 }}>
          {msg(memberModule.completed ? 'modules.locked' : 'modules.lockedApproved')}
        </Alert>
      )}
      <Paper sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography id="module-progress-label">{msg('modules.progressValue', { n: fill.live })}</Typography>
          <Typography color="text.secondary" data-testid="saved-completeness">
            {msg('modules.savedCompleteness', { n: memberModule.completeness })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={fill.live}
          aria-label={msg('modules.progress')}
          aria-valuetext={msg('modules.progressValue', { n: fill.live })}
        />
      </Paper>
      <Box sx={{ mb: 2 }}>{bar}</Box>
      <SurveyView model={model} label={msg('modules.survey')} />
      <ModuleDetailsDialog module={memberModule} open={details} onClose={() => setDetails(false)} />
    </>
  );
}
