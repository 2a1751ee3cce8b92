import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useCompletedReportsOfMember } from '../api/reports';
import { CompletedReportsTable } from '../components/completed-reports-table';
import type { CompletedReportRow } from '../utils/completed-reports';
import { ReportState } from '../components/report-states';
import { completedSeriesOf } from '../utils/completed-list';
import { isRefusal } from './report-screen-state';

/** Renders a row's Download cell (given by the app, which composes the PDF feature in). */
export type RowDownload = (row: { id: string; seriesName: string }) => ReactNode;

/**
 * The Completed Reports table of one member with its states (spinner, 'Not Authorized…' outside the
 * reader's scope, the list error): the body of /MainReports and of the account page's My Reports tab
 * (spec 002 §2.8).
 */
export function MemberCompletedReports({ memberId, download }: { memberId: string; download?: RowDownload }) {
  const user = useSessionUser();
  const reports = useCompletedReportsOfMember(memberId);
  return reports.isPending ? (
    <ReportState state="loading" />
  ) : reports.isError ? (
    isRefusal(reports.error) ? (
      <ReportState state="notAuthorized" />
    ) : (
      <Alert severity="error" role="alert">
        {msg('reports.list.error')}
      </Alert>
    )
  ) : (
    <CompletedReportsTable
      series={reports.data.map(completedSeriesOf)}
      memberId={memberId}
      role={user.role}
      download={download ? (row: CompletedReportRow) => download(row) : undefined}
    />
  );
}

function MainReportsContent({ download }: { download?: RowDownload }) {
  const { userID } = useParams();
  const user = useSessionUser();
  return (
    <>
      <ScreenHeading title={msg('reports.completed.title')} />
      <MemberCompletedReports memberId={userID ?? user.id} download={download} />
    </>
  );
}

/**
 * A member's reports hub at /MainReports and /MainReports/:userID (spec 000 §2 'Completed Reports
 * table'): Series (linked to its report, '- Self Care' for roles other than Patient), Date Generated,
 * 'No data available' when none is complete; 'Not Authorized…' for a member outside the reader's scope.
 */
export function MainReportsScreen({ download }: { download?: RowDownload }) {
  return (
    <RequireAuthCheck>
      <MainReportsContent download={download} />
    </RequireAuthCheck>
  );
}
