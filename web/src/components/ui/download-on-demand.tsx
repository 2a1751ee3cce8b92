import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * A download whose link is fetched only when asked (presigned, valid a few minutes, so never cached):
 * a small button, disabled until the file is `ready` and while the link is fetched (with a spinner);
 * an alert line under it when the fetch fails; once fetched, what `children` draws of the link in its
 * place. `fetchLink` is the caller's mutation taking the file's id.
 */
export function DownloadOnDemand<T>({
  fetchLink,
  id,
  ready,
  label,
  ariaLabel,
  errorText,
  children,
}: {
  fetchLink: UseMutationResult<T, unknown, string>;
  id: string;
  ready: boolean;
  label: string;
  ariaLabel: string;
  errorText: string;
  children: (link: T) => ReactNode;
}) {
  const [link, setLink] = useState<T>();
  if (link !== undefined) return <>{children(link)}</>;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Button
        size="small"
        variant="outlined"
        disabled={!ready || fetchLink.isPending}
        aria-label={ariaLabel}
        startIcon={fetchLink.isPending ? <CircularProgress size={14} aria-hidden /> : undefined}
        onClick={() => void fetchLink.mutateAsync(id).then(setLink, () => undefined)}
      >
        {label}
      </Button>
      {fetchLink.isError && (
        <Typography variant="caption" color="error" role="alert">
          {errorText}
        </Typography>
      )}
    </Stack>
  );
}
