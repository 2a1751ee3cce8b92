import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import type { StatusHistoryEntry } from '@circles/shared/schemas/people';
import { programLabel, statusName } from '../utils/user-display';

/** A member's status history (spec 002 §4.2): status, program, start and end; open entries say so. */
export function StatusHistoryTable({ entries }: { entries: readonly StatusHistoryEntry[] }) {
  if (entries.length === 0) return <Typography>{msg('users.history.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={msg('users.tab.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{msg('users.field.status')}</TableCell>
            <TableCell>{msg('users.field.program')}</TableCell>
            <TableCell>{msg('users.field.startDate')}</TableCell>
            <TableCell>{msg('users.field.endDate')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id} data-entry-id={e.id} data-open={e.endDate ? undefined : 'true'}>
              <TableCell>{statusName(e.status)}</TableCell>
              <TableCell>{programLabel(e.activeType)}</TableCell>
              <TableCell>{e.startDate}</TableCell>
              <TableCell>{e.endDate ?? msg('users.history.open')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
