import { useEffect, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { msg } from '@circles/shared/messages/audit';
import { errorText } from '../../../lib/api-errors';
import { useAuditEvents, type AuditFilters } from '../api/audit-events';
import { AuditCards } from './audit-cards';
import { AuditTable } from './audit-table';

/**
 * The loading, error, empty and loaded states of one audit query (the screen's and a record's tab): the
 * kit's data table, or on a phone a list of cards.
 */
export function AuditResults({
  filters,
  layout,
  title,
  emptyText,
  tools,
}: {
  filters: AuditFilters;
  layout: 'log' | 'record';
  title: string;
  emptyText: string;
  tools?: ReactNode;
}) {
  const events = useAuditEvents(filters);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, dataUpdatedAt } = events;
  const loaded = events.data?.length ?? 0;
  // A page may come back empty but with a cursor (a sparse range): keep asking until rows or the end
  // (after each arrival: `dataUpdatedAt` changes even when the flags read the same as before).
  const searching = events.isSuccess && loaded === 0 && hasNextPage;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage, dataUpdatedAt]);

  if (events.isPending || searching) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={msg('audit.loading')} />
      </Box>
    );
  }
  if (events.isError) {
    return (
      <Alert severity="error">
        {errorText(
          events.error,
          { FORBIDDEN: msg('audit.error.forbidden'), VALIDATION: msg('audit.error.invalid') },
          msg('audit.error'),
        )}
      </Alert>
    );
  }
  if (events.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
        <Typography>{emptyText}</Typography>
        {layout === 'log' && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {msg('audit.emptyHint')}
          </Typography>
        )}
      </Paper>
    );
  }
  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage();
  };
  const shown = { title, events: events.data, layout, hasMore: hasNextPage, onLoadMore: loadMore };
  return phone ? <AuditCards {...shown} /> : <AuditTable {...shown} tools={tools} />;
}
