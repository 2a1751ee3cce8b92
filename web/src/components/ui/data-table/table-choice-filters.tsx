import { MenuItem, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';
import type { ChoiceFilterState, Column } from './table-model';

/**
 * The table's dropdown filters (one per column with a `choiceFilter`), beside the search: each starts
 * at 'All'; choosing a value keeps the rows that match it, together with the other filters.
 */
export function TableChoiceFilters<T>({
  columns,
  chosen,
  onChange,
}: {
  columns: readonly Column<T>[];
  chosen: ChoiceFilterState;
  onChange: (columnId: string, value: string) => void;
}) {
  return (
    <>
      {columns.flatMap((column) => {
        const filter = column.choiceFilter;
        if (!filter) return [];
        return [
          <TextField
            key={column.id}
            select
            size="small"
            label={filter.label ?? column.label}
            value={chosen[column.id] ?? ''}
            onChange={(event) => onChange(column.id, event.target.value)}
            sx={{ minWidth: 150 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{msg('kit.table.filterAll')}</MenuItem>
            {filter.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>,
        ];
      })}
    </>
  );
}
