import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHiddenSx } from './visually-hidden';

/**
 * A chart's table equivalent for screen readers, hidden from the eye: the caption names it, a header
 * row names the columns, and each row is led by its row header (unique: it keys the row).
 */
export function TableEquivalent({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { header: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <Table size="small" sx={visuallyHiddenSx}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((c, i) => (
            <TableCell key={i} component="th" scope="col">
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.header}>
            <TableCell component="th" scope="row">
              {r.header}
            </TableCell>
            {r.cells.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
