import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { visuallyHiddenSx } from './visually-hidden';

/**
 * A block hidden from the eye but read by screen readers, for content wider than a line (a chart's
 * table equivalent). The hiding styles sit on this div, not on the table: a table never shrinks below
 * its content's width, so a hidden table of 1 px still widened the page (issue 20: 1,089 px at a
 * 390 px viewport); a 1 px block with `overflow: hidden` clips it out of the page's width.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box data-visually-hidden="" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
