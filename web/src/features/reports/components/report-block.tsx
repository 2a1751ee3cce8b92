import { useId, type ReactNode } from 'react';
import { Box, GlobalStyles, Typography } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';

/**
 * Class of a block that must not be split across printed pages (issue 12 renders these components
 * into a PDF): the print entry's stylesheet and the `sx` below both keep it whole.
 */
export const PRINT_BLOCK_CLASS = 'report-block';

/** What a report part that shows one round with the Connector's contact takes. */
export interface RoundReportProps {
  payload: ReportPayload;
  round: number;
  connectorEmail: string;
}
/** Class of screen-only controls (round picker) that the printed report leaves out. */
export const SCREEN_ONLY_CLASS = 'report-screen-only';

/** Styles of an unsplittable block, for components that are not a {@link ReportBlock}. */
export const printBlockSx = { breakInside: 'avoid', pageBreakInside: 'avoid' } as const;

/**
 * A titled section of a report or of the dashboard's screener report: a `section` named by its
 * heading, kept on one printed page.
 */
export function ReportBlock({
  title,
  level = 2,
  children,
}: {
  title: string;
  /** Heading level: 2 in a report body, 3 inside another block. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      className={PRINT_BLOCK_CLASS}
      sx={{ ...printBlockSx, mb: 3 }}
    >
      <Typography
        id={id}
        component={level === 2 ? 'h2' : 'h3'}
        variant={level === 2 ? 'h5' : 'h6'}
        sx={{ mb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The print rules of the report components, for the PDF print entry (issue 12) and the browser's own
 * printing: blocks stay whole on a page and screen-only controls are left out.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        [`.${PRINT_BLOCK_CLASS}`]: printBlockSx,
        '@media print': { [`.${SCREEN_ONLY_CLASS}`]: { display: 'none' } },
      }}
    />
  );
}
