import type { ReactNode } from 'react';
import { IconButton, Stack, Toolbar, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { msg } from '@circles/shared/messages/kit';

/**
 * The table's toolbar (spec 001 §2.1): with rows selected, the count and the actions for that
 * selection; with nothing selected, the title and a filter icon (it moves focus to the search).
 */
export function TableToolbar({
  title,
  selectedCount,
  actions,
  onFilterClick,
}: {
  title: string;
  selectedCount: number;
  actions: ReactNode;
  onFilterClick: () => void;
}) {
  const selecting = selectedCount > 0;
  return (
    <Toolbar
      sx={[
        { pl: 2, pr: 1 },
        selecting && {
          bgcolor: (theme) => alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
        },
      ]}
    >
      {selecting ? (
        <Typography sx={{ flex: '1 1 100%' }} role="status" component="div">
          {msg('kit.table.selected', { n: selectedCount })}
        </Typography>
      ) : (
        <Typography sx={{ flex: '1 1 100%' }} variant="h6" component="div">
          {title}
        </Typography>
      )}
      {selecting ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {actions}
        </Stack>
      ) : (
        <Tooltip title={msg('kit.table.filterList')}>
          <IconButton aria-label={msg('kit.table.filterList')} onClick={onFilterClick}>
            <FilterListIcon />
          </IconButton>
        </Tooltip>
      )}
    </Toolbar>
  );
}
