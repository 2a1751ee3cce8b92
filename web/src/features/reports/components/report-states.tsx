import { Alert, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { ReportPayload } from '@circles/shared/reports/report';
import { roundCount } from '../utils/rounds';
import { LoadingBlock } from '../../../components/ui/query-state';

/** Whether an answer holds a report: the API answers `{}` when there is none (spec 000 §7). */
export function isReportPayload(payload: Partial<ReportPayload> | undefined): payload is ReportPayload {
  return roundCount(payload) > 0;
}

/** The state a report screen is in before it can show a report (spec 000 §2 'Report screen states'). */
export type ReportScreenState = 'loading' | 'noData' | 'noReports' | 'notAuthorized';

/**
 * A report screen's state: a spinner while loading, 'No available data' or 'No available reports.' for
 * an empty payload, 'Not Authorized. Please refresh and try again.' when the check failed.
 */
export function ReportState({ state }: { state: ReportScreenState }) {
  switch (state) {
    case 'loading':
      return <LoadingBlock />;
    case 'noData':
      return <Typography role="status">{msg('reports.empty.noAvailableData')}</Typography>;
    case 'noReports':
      return <Typography role="status">{msg('reports.empty.noAvailableReports')}</Typography>;
    case 'notAuthorized':
      return (
        <Alert severity="error" role="alert">
          {shellMsg('shell.notAuthorized')}
        </Alert>
      );
  }
}
