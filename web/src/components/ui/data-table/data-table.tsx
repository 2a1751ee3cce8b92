import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { msg } from '@circles/shared/messages/kit';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  ROW_HEIGHT,
  filterByChoices,
  filterRows,
  onlyAppended,
  phoneColumnsOf,
  sortRows,
  type ChoiceFilterState,
  type Column,
  type SortDirection,
} from './table-model';
import { TableChoiceFilters } from './table-choice-filters';
import { TableToolbar } from './table-toolbar';

/** Props of {@link DataTable}. */
export interface DataTableProps<T> {
  /** The accessible name of the table and the toolbar's title. */
  title: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  /** Names a row for its selection checkbox ('Select {row}'). */
  rowLabel: (row: T) => string;
  /** The sort when the table opens. */
  initialSort?: { columnId: string; direction: SortDirection };
  /** Buttons of the selection toolbar for the selected rows (spec 001 §2.1: by selection size). */
  actions?: (selected: T[]) => ReactNode;
  /** Extra controls beside the search (view toggles, Refresh, Create…). */
  tools?: ReactNode;
  /**
   * Server paging: more rows exist on the server. The table shows 'of more than …' and calls
   * `onLoadMore` when a page reaches past the loaded rows; search and sort cover the loaded rows.
   */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /**
   * On a phone (below the `sm` breakpoint, 600 px): the ids of the columns shown, in this order; the
   * others (ids, counts) are left out of the table but stay search fields and sort keys. Without it
   * every column but the `phoneOnly` ones shows, as on a desktop.
   */
  phoneColumns?: readonly string[];
  /** The page size the table opens with (one of PAGE_SIZES; default 20): a short list on a dashboard. */
  initialPageSize?: number;
}

const INTERACTIVE = 'button, a, input, label, [role="button"]';

/**
 * The data table of spec 001 §2.1: a filter-field select with a case-insensitive 'contains' search,
 * dropdown filters of fixed choices where columns have them (`choiceFilter`: severity, status, …),
 * sortable columns, page sizes 5–25 (default 20), a dense toggle (33/53 px rows, short pages padded),
 * click-to-select rows, select-all of the filtered rows, and a toolbar with the selected count and
 * actions. Changing the data resets the selection and returns to page 1. On a phone it shows only
 * `phoneColumns` when given (issue 20: names and status first, not ids).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { title, rows, columns, rowId, rowLabel, initialSort, actions, tools, hasMore, onLoadMore } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const shownColumns =
    phone && props.phoneColumns
      ? phoneColumnsOf(columns, props.phoneColumns)
      : columns.filter((c) => !c.phoneOnly);
  const filterColumns = columns.filter((c) => c.filterValue);
  const [filterId, setFilterId] = useState(filterColumns[0]?.id ?? '');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ChoiceFilterState>({});
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(props.initialPageSize ?? DEFAULT_PAGE_SIZE);
  const [dense, setDense] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  // A new data set (not merely a further server page) resets selection and paging.
  const ids = useMemo(() => rows.map(rowId), [rows, rowId]);
  const [seenIds, setSeenIds] = useState(ids);
  if (seenIds !== ids) {
    setSeenIds(ids);
    if (!onlyAppended(seenIds, ids)) {
      setSelected(new Set());
      setPage(0);
    }
  }

  const visible = useMemo(() => {
    const filtered = filterRows(
      filterByChoices(rows, columns, chosen),
      columns.find((c) => c.id === filterId),
      search,
    );
    return sortRows(
      filtered,
      columns.find((c) => c.id === sort?.columnId),
      sort?.direction ?? 'asc',
    );
  }, [rows, columns, filterId, search, chosen, sort]);

  const pageRows = visible.slice(page * pageSize, page * pageSize + pageSize);
  const needMore = Boolean(hasMore) && (page + 1) * pageSize >= visible.length;
  // Asked again after each arrival, in case a search filtered the new batch away.
  useEffect(() => {
    if (needMore) onLoadMore?.();
  }, [needMore, onLoadMore, rows.length]);

  const emptyRows = pageSize - pageRows.length;
  const visibleIds = visible.map(rowId);
  const selectedVisible = visibleIds.filter((id) => selected.has(id));
  const someSelected = selectedVisible.length > 0 && selectedVisible.length < visibleIds.length;
  const selectedRows = rows.filter((row) => selected.has(rowId(row)));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const toggleAll = () =>
    setSelected(selectedVisible.length === visibleIds.length ? new Set() : new Set(visibleIds));

  const onRowClick = (event: MouseEvent, id: string) => {
    // Buttons and links inside a row do their own thing; the checkbox toggles through its onChange.
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    toggle(id);
  };

  const changeSearch = (filter: string, text: string) => {
    setFilterId(filter);
    setSearch(text);
    setPage(0);
  };

  return (
    <Paper sx={{ width: '100%' }}>
      <TableToolbar
        title={title}
        selectedCount={selected.size}
        actions={actions?.(selectedRows)}
        onFilterClick={() => searchRef.current?.focus()}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pb: 2, alignItems: 'center' }}>
        {filterColumns.length > 0 && (
          <>
            <TextField
              select
              size="small"
              label={msg('kit.table.filterField')}
              value={filterId}
              onChange={(event) => changeSearch(event.target.value, search)}
              sx={{ minWidth: 160 }}
            >
              {filterColumns.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.filterLabel ?? c.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id={searchId}
              size="small"
              type="search"
              label={msg('kit.table.search')}
              value={search}
              inputRef={searchRef}
              onChange={(event) => changeSearch(filterId, event.target.value)}
            />
          </>
        )}
        <TableChoiceFilters
          columns={columns}
          chosen={chosen}
          onChange={(columnId, value) => {
            setChosen((current) => ({ ...current, [columnId]: value }));
            setPage(0);
          }}
        />
        {tools}
      </Box>
      {/* Positioned, so a visually hidden (absolute) status inside a cell stays in this scrolling
          box instead of widening the page beyond the table's last column (issue 20). */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table
          size={dense ? 'small' : 'medium'}
          aria-label={title}
          // On a phone the cells beside the checkbox keep half the side padding, so the chosen columns fit.
          sx={phone ? { '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 } } : undefined}
        >
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  size={dense ? 'small' : 'medium'}
                  indeterminate={someSelected}
                  // MUI marks 'mixed' with aria-checked only; the native property keeps the two in step.
                  inputRef={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = someSelected;
                  }}
                  checked={visibleIds.length > 0 && selectedVisible.length === visibleIds.length}
                  onChange={toggleAll}
                  disabled={visibleIds.length === 0}
                  slotProps={{ input: { 'aria-label': msg('kit.table.selectAll') } }}
                />
              </TableCell>
              {shownColumns.map((column) => {
                const active = sort?.columnId === column.id;
                const direction = active ? sort.direction : 'asc';
                return (
                  <TableCell key={column.id} sortDirection={active ? direction : false}>
                    {column.sortValue ? (
                      <TableSortLabel
                        active={active}
                        direction={direction}
                        onClick={() =>
                          setSort({
                            columnId: column.id,
                            direction: active && direction === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((row) => {
              const id = rowId(row);
              const isSelected = selected.has(id);
              return (
                <TableRow
                  key={id}
                  hover
                  selected={isSelected}
                  aria-selected={isSelected}
                  data-row-id={id}
                  onClick={(event) => onRowClick(event, id)}
                  sx={{ height: dense ? ROW_HEIGHT.dense : ROW_HEIGHT.normal, cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      size={dense ? 'small' : 'medium'}
                      checked={isSelected}
                      onChange={() => toggle(id)}
                      slotProps={{
                        input: { 'aria-label': msg('kit.table.selectRow', { row: rowLabel(row) }) },
                      }}
                    />
                  </TableCell>
                  {shownColumns.map((column) => (
                    <TableCell key={column.id}>{column.render(row)}</TableCell>
                  ))}
                </TableRow>
              );
            })}
            {pageRows.length === 0 && (
              <TableRow sx={{ height: dense ? ROW_HEIGHT.dense : ROW_HEIGHT.normal }}>
                <TableCell colSpan={shownColumns.length + 1}>{msg('kit.table.empty')}</TableCell>
              </TableRow>
            )}
            {emptyRows > 0 && pageRows.length > 0 && (
              <TableRow
                aria-hidden
                data-testid="padding-rows"
                style={{ height: (dense ? ROW_HEIGHT.dense : ROW_HEIGHT.normal) * emptyRows }}
              >
                <TableCell colSpan={shownColumns.length + 1} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          sx={{ px: 2 }}
          control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label={msg('kit.table.dense')}
        />
        <TablePagination
          component="div"
          // On a phone the page arrows wrap below 'Rows per page' instead of scrolling out of sight; the
          // pagination is kept to the table's width (as a flex item it would take its one-line width and
          // be cut at the edge: '1–16 sur 16' in French at 390 px).
          sx={{
            maxWidth: '100%',
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 },
            '& .MuiTablePagination-spacer': { display: 'none' },
          }}
          rowsPerPageOptions={[...PAGE_SIZES]}
          count={hasMore ? -1 : visible.length}
          rowsPerPage={pageSize}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={msg('kit.table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            count === -1
              ? msg('kit.table.displayedRowsMore', { from, to })
              : msg('kit.table.displayedRows', { from, to, count })
          }
        />
      </Box>
    </Paper>
  );
}
