import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { VisuallyHidden } from './visually-hidden-box';

/**
 * A chart's table equivalent for screen readers, hidden from the eye (without widening the page): the caption names it, a header
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
    <VisuallyHidden>
      <Table size="small">
        <caption>{caption}</caption>
        {/* MUI renders a cell in a TableHead as <th scope="col">: no component or scope to write. */}
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
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
    </VisuallyHidden>
  );
}
