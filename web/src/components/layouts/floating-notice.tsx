import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A notice fixed over the page's top or bottom edge, centred, above the app bar. Always mounted as a
 * polite live region, so a notice put into it is announced. A plain fixed box rather than MUI's
 * Snackbar: these notices are on every screen, including the sign-in screen's first load, and need
 * none of the Snackbar's transitions or click-away handling.
 */
export function FloatingNotice({ edge, children }: { edge: 'top' | 'bottom'; children: ReactNode }) {
  return (
    <Box
      aria-live="polite"
      sx={(theme) => ({
        position: 'fixed',
        [edge]: theme.spacing(1),
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndex.snackbar,
        width: 'max-content',
        maxWidth: `calc(100% - ${theme.spacing(2)})`,
      })}
    >
      {children}
    </Box>
  );
}
