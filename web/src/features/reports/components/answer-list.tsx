import { Box } from '@mui/material';
import type { AnswerRow } from '../utils/display';

/** Labelled answers as a description list (unanswered rows are already left out). */
export function AnswerList({ rows }: { rows: readonly AnswerRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // On a phone the answers keep a readable column ("3-4 Times Per Year" in two lines, not four).
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(7rem, auto)',
          sm: 'minmax(12rem, max-content) 1fr',
        },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
