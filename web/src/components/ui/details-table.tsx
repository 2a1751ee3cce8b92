import { Table, TableBody, TableCell, TableRow, type TableProps } from '@mui/material';

/** One row of a details table: its label and its shown value. */
export type DetailRow = readonly [label: string, value: string];

/**
 * A read-only label/value table (the details of a module, a series template or a series instance):
 * a small `<table>` whose label cells are row headers (`<th scope="row">`), so a screen reader names
 * each value by its label. Name the table with `aria-label` or `aria-labelledby`. Labels are the row
 * keys, so they must be distinct.
 */
export function DetailsTable({
  rows,
  ...table
}: {
  rows: readonly DetailRow[];
} & Pick<TableProps, 'aria-label' | 'aria-labelledby' | 'sx'>) {
  return (
    <Table size="small" {...table}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
