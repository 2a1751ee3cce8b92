import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { isStaffRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/reports';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useCompletedReportsOfGroup, useCompletedReportsOfMember } from '../api/reports';
import { CompletedReportsTable } from '../components/completed-reports-table';
import type { CompletedReportRow } from '../utils/completed-reports';
import { ReportState } from '../components/report-states';
import { completedSeriesOf } from '../utils/completed-list';
import { isRefusal } from './report-screen-state';
import { ReportList } from './group-reports-screen';

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

/** The completed reports of the members in the reader's scope (`GET /api/reports/completed/group`). */
function ScopeCompletedReports({ download }: { download?: RowDownload }) {
  const query = useCompletedReportsOfGroup();
  return (
    <ReportList
      title={msg('reports.completed.title')}
      query={query}
      download={download}
      emptyText={msg('reports.empty.dataNotAvailable')}
    />
  );
}

function MainReportsContent({ download }: { download?: RowDownload }) {
  const { userID } = useParams();
  const user = useSessionUser();
  // Staff without a member named see their scope's list, titled as /GroupReports is ('Reports').
  const scope = userID === undefined && isStaffRole(user.role);
  return (
    <>
      <ScreenHeading title={msg(scope ? 'reports.list.groupTitle' : 'reports.completed.title')} />
      {scope ? (
        <ScopeCompletedReports download={download} />
      ) : (
        <MemberCompletedReports memberId={userID ?? user.id} download={download} />
      )}
    </>
  );
}

/**
 * A member's reports hub at /MainReports and /MainReports/:userID (spec 000 §2 'Completed Reports
 * table'): Series (linked to its report, '- Self Care' for roles other than Patient), Date Generated,
 * 'No data available' when none is complete; 'Not Authorized…' for a member outside the reader's scope.
 * /MainReports without a member is the Volunteer's Reports menu entry (spec 000 §6 'Volunteer: sees
 * reports of assigned members'): for staff it lists the completed reports of the members in their scope
 * (as /GroupReports does, 'Data Not Available' when there is none); a member sees their own.
 */
export function MainReportsScreen({ download }: { download?: RowDownload }) {
  return (
    <RequireAuthCheck>
      <MainReportsContent download={download} />
    </RequireAuthCheck>
  );
}
