import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useCompletedReportsAll, useCompletedReportsOfGroup } from '../api/reports';
import { ReportState } from '../components/report-states';
import { groupReportRows } from '../utils/completed-list';
import { ReportListTable } from './report-list-table';
import { isRefusal } from './report-screen-state';

type ListQuery = ReturnType<typeof useCompletedReportsOfGroup>;

function ReportList({ title, query, memberId }: { title: string; query: ListQuery; memberId?: string }) {
  const user = useSessionUser();
  if (query.isPending) return <ReportState state="loading" />;
  if (query.isError) {
    return isRefusal(query.error) ? (
      <ReportState state="notAuthorized" />
    ) : (
      <Alert severity="error" role="alert">
        {msg('reports.list.error')}
      </Alert>
    );
  }
  const reports = memberId ? query.data.filter((r) => r.member === memberId) : query.data;
  if (reports.length === 0) return <p role="status">{msg('reports.empty.noDataAvailable')}</p>;
  return <ReportListTable title={title} rows={groupReportRows(reports, user.role)} />;
}

function GroupReportsContent() {
  const { userID } = useParams();
  const query = useCompletedReportsOfGroup();
  const title = msg('reports.list.groupTitle');
  return (
    <>
      <ScreenHeading title={title} />
      <ReportList title={msg('reports.completed.title')} query={query} memberId={userID} />
    </>
  );
}

/**
 * /GroupReports and /GroupReports/:userID (Admin and Coordinator menu entry, spec 000 §1): the members
 * in the reader's scope with their completed reports, a filterable, sortable table (the :userID form
 * narrows it to one member); Volunteers and members are refused by the server ('Not Authorized…').
 */
export function GroupReportsScreen() {
  return (
    <RequireAuthCheck>
      <GroupReportsContent />
    </RequireAuthCheck>
  );
}

function ManagementContent() {
  const query = useCompletedReportsAll();
  const title = msg('reports.list.managementTitle');
  return (
    <>
      <ScreenHeading title={title} />
      <ReportList title={msg('reports.completed.title')} query={query} />
    </>
  );
}

/**
 * /administration/reports/management (Admin): completed reports across the programme, newest first,
 * filterable; Download and the scheduled export runs come with the PDF issue.
 */
export function ReportsManagementScreen() {
  return (
    <RequireAuthCheck>
      <ManagementContent />
    </RequireAuthCheck>
  );
}
