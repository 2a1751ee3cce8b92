import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A list of cards (its items are `Card component="li"`) laid out in as many columns as fit, each at
 * least `minWidth` wide: one column on a phone, several on a wide screen.
 */
export function CardGrid({ minWidth, children }: { minWidth: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
