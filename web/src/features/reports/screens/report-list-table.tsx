import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import type { GroupReportRow } from '../utils/completed-list';

/** The columns, built when the table renders so their labels follow the current locale. */
const columns = (download?: (row: GroupReportRow) => ReactNode): Column<GroupReportRow>[] => [
  {
    id: 'member',
    label: msg('reports.list.member'),
    render: (r) => (
      <Link component={RouterLink} to={`/MainReports/${encodeURIComponent(r.memberId)}`}>
        {r.memberName}
      </Link>
    ),
    sortValue: (r) => r.memberName.toLowerCase(),
    filterValue: (r) => r.memberName,
  },
  {
    id: 'series',
    label: msg('reports.completed.series'),
    render: (r) =>
      r.href ? (
        <Link component={RouterLink} to={r.href}>
          {r.text}
        </Link>
      ) : (
        r.text
      ),
    sortValue: (r) => r.text.toLowerCase(),
    filterValue: (r) => r.text,
  },
  {
    id: 'date',
    label: msg('reports.completed.dateGenerated'),
    render: (r) => r.date,
    sortValue: (r) => r.date,
    filterValue: (r) => r.date,
  },
  ...(download ? [{ id: 'download', label: msg('reports.completed.download'), render: download }] : []),
  {
    // On a phone one stacked cell replaces the four side-by-side ones, which ran past the screen.
    id: 'report',
    label: msg('reports.list.report'),
    phoneOnly: true,
    render: (r) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0, overflowWrap: 'anywhere' }}>
        {r.href ? (
          <Link component={RouterLink} to={r.href} sx={{ fontWeight: 500 }}>
            {r.text}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 500 }}>
            {r.text}
          </Typography>
        )}
        <Link component={RouterLink} to={`/MainReports/${encodeURIComponent(r.memberId)}`}>
          {r.memberName}
        </Link>
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {r.date}
        </Typography>
        {download?.(r)}
      </Stack>
    ),
  },
];

/** On a phone: the stacked report column alone (member, series and date stay search fields). */
const PHONE_COLUMNS = ['report'] as const;

/**
 * The filterable table of completed reports of several members (group and management screens); on a
 * phone each report is one stacked cell (issue 20).
 */
export function ReportListTable({
  title,
  rows,
  download,
}: {
  title: string;
  rows: readonly GroupReportRow[];
  download?: (row: GroupReportRow) => ReactNode;
}) {
  return (
    <DataTable
      title={title}
      rows={rows}
      columns={columns(download)}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.memberName} ${r.text}`}
      initialSort={{ columnId: 'date', direction: 'desc' }}
      phoneColumns={PHONE_COLUMNS}
    />
  );
}
