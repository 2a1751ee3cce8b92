import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { msg } from '@circles/shared/messages/shell';

/**
 * A centred spinner, named 'Loading' for screen readers, where a part of a screen is being read;
 * `dense` for a section among others (a dashboard's cards).
 */
export function LoadingBlock({ dense = false }: { dense?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: dense ? 2 : 4 }}>
      <CircularProgress aria-label={msg('shell.loading')} />
    </Box>
  );
}

/**
 * What a screen shows for one read (issue 22 item 5): a spinner while it is pending, the screen's own
 * error text when it failed (a text, or one chosen from the error, such as a refusal's 'Not Authorized'),
 * and the children with the data once it is there.
 */
export function QueryState<T>({
  query,
  errorText,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  errorText: string | ((error: unknown) => string);
  /** Shown while pending instead of the spinner (`null`: nothing). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading === undefined ? <LoadingBlock /> : loading;
  if (query.isError)
    return (
      <Alert severity="error">{typeof errorText === 'function' ? errorText(query.error) : errorText}</Alert>
    );
  return children(query.data);
}
