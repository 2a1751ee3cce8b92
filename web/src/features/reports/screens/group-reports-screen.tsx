import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useCompletedReportsAll, useCompletedReportsOfGroup } from '../api/reports';
import { ReportState } from '../components/report-states';
import { groupReportRows, type GroupReportRow } from '../utils/completed-list';
import { ReportListTable } from './report-list-table';
import { isRefusal } from './report-screen-state';

type ListQuery = ReturnType<typeof useCompletedReportsOfGroup>;
/** Renders a row's Download cell (given by the app, which composes the PDF feature in). */
type Download = (row: GroupReportRow) => ReactNode;

/** The filterable table of the completed reports a list query answered, with its states. */
export function ReportList({
  title,
  query,
  memberId,
  download,
  emptyText = msg('reports.empty.noDataAvailable'),
}: {
  title: string;
  query: ListQuery;
  memberId?: string;
  download?: Download;
  /** The text when the list is empty. */
  emptyText?: string;
}) {
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
  if (reports.length === 0) return <p role="status">{emptyText}</p>;
  return <ReportListTable title={title} rows={groupReportRows(reports, user.role)} download={download} />;
}

function GroupReportsContent({ download }: { download?: Download }) {
  const { userID } = useParams();
  const query = useCompletedReportsOfGroup();
  const title = msg('reports.list.groupTitle');
  return (
    <>
      <ScreenHeading title={title} />
      <ReportList
        title={msg('reports.completed.title')}
        query={query}
        memberId={userID}
        download={download}
        emptyText={
          userID ? msg('reports.empty.personDataNotAvailable') : msg('reports.empty.dataNotAvailable')
        }
      />
    </>
  );
}

/**
 * /GroupReports and /GroupReports/:userID (Admin and Coordinator menu entry, spec 000 §1): the members
 * in the reader's scope with their completed reports, a filterable, sortable table (the :userID form
 * narrows it to one member); Volunteers and members are refused by the server ('Not Authorized…').
 * Empty, it shows the missing-patients texts of spec 000 §2 'Report screen states': 'Data Not
 * Available' when no member in scope has a completed report, "Person's Data Not Available" when the
 * :userID member has none (the management screen keeps 'No data available').
 */
export function GroupReportsScreen({ download }: { download?: Download }) {
  return (
    <RequireAuthCheck>
      <GroupReportsContent download={download} />
    </RequireAuthCheck>
  );
}

function ManagementContent({ download, extra }: { download?: Download; extra?: ReactNode }) {
  const query = useCompletedReportsAll();
  const title = msg('reports.list.managementTitle');
  return (
    <>
      <ScreenHeading title={title} />
      <ReportList title={msg('reports.completed.title')} query={query} download={download} />
      {extra}
    </>
  );
}

/**
 * /administration/reports/management (Admin): completed reports across the programme, newest first,
 * filterable, with each report's Download; `extra` (the scheduled export runs, composed in src/app) below.
 */
export function ReportsManagementScreen({ download, extra }: { download?: Download; extra?: ReactNode }) {
  return (
    <RequireAuthCheck>
      <ManagementContent download={download} extra={extra} />
    </RequireAuthCheck>
  );
}
