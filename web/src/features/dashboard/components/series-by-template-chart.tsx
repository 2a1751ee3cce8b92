import { Box, Typography } from '@mui/material';
import type { SeriesByTemplate } from './series-by-template';
import { typeName } from '../utils/type-name';

/**
 * The bar chart of member series by series template: one horizontal bar per series template, its name beside
 * it and its count at its end. Drawn in HTML, so every name wraps to the room it has and every bar keeps
 * its label at any width (the chart library measured a wrapped name as one line and hid or cut labels
 * that did not fit: on the Admin's dashboard 'Social Health Screener - NEW' had no label; issue 20).
 * Hidden from screen readers, which read the figure's table equivalent (the full names and counts).
 */
export function SeriesByTemplateChart({ data }: { data: readonly SeriesByTemplate[] }) {
  const most = Math.max(1, ...data.map((d) => d.totalMemberCollections));
  return (
    <Box
      aria-hidden="true"
      data-chart="surveys-by-type"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, 30%) 1fr',
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'center',
        mt: 2,
        maxWidth: '60rem',
      }}
    >
      {data.map((d) => (
        <Box key={d.collectionTemplateName} data-bar={d.collectionTemplateName} sx={{ display: 'contents' }}>
          <Typography
            variant="body2"
            data-bar-label=""
            sx={{ textAlign: 'right', overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {typeName(d)}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: '2.25rem' }}>
            <Box
              sx={{
                // The count keeps its room at the end: the longest bar takes the rest.
                width: `calc((100% - 3.5rem) * ${String(d.totalMemberCollections / most)})`,
                minWidth: '2px',
                alignSelf: 'stretch',
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {d.totalMemberCollections}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
