import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import {
  completedReportRows,
  type CompletedReportRow,
  type CompletedSeries,
} from '../utils/completed-reports';

/**
 * The Completed Reports table of a member (spec 000 §2): Series (linked to its report, with
 * '- Self Care' for roles other than Patient), Date Generated (first 10 characters) and, once the PDF
 * issue provides it, Download (the column shows only when `download` is given); 'No data available'
 * when no series is complete.
 */
export function CompletedReportsTable({
  series,
  memberId,
  role,
  download,
}: {
  series: readonly CompletedSeries[];
  memberId: string;
  /** The signed-in user's role: every role but Patient sees '- Self Care'. */
  role: string;
  /** Renders the Download cell of a row (issue 12). */
  download?: (row: CompletedReportRow) => ReactNode;
}) {
  const rows = completedReportRows(series, memberId, role);
  const columns = download ? 3 : 2;
  return (
    // Positioned: the Download's visually hidden status stays inside this scrolling box.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label={msg('reports.completed.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{msg('reports.completed.series')}</TableCell>
            <TableCell>{msg('reports.completed.dateGenerated')}</TableCell>
            {download && <TableCell>{msg('reports.completed.download')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns}>{msg('reports.empty.noDataAvailable')}</TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                {row.href ? (
                  <Link component={RouterLink} to={row.href}>
                    {row.text}
                  </Link>
                ) : (
                  row.text
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
              {download && <TableCell>{download(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
