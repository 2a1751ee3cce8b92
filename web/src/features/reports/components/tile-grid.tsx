import { Box, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { tileFigure, type FigureSources } from '@circles/shared/reports/latest';
import { sourceText } from '../utils/sources';
import { TILE_COLOURS, tileViews } from '../utils/tiles';
import { printBlockSx, PRINT_BLOCK_CLASS } from './report-block';
import { SourceText } from './source-note';

/** The series and date of a tile's figure, under it (none when no round has it). */
function TileSource({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography component="p" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
      <SourceText text={text} />
    </Typography>
  );
}

/**
 * The eight dashboard tiles of a round (spec 000 §4): title, percentage (or 'Not Available'), the
 * level label of loneliness and isolation, and the colour as a band beside the text. With `sources`
 * (the dashboard's latest figures, issue 20) each tile says the series and date its figure is from.
 */
export function TileGrid({
  tiles,
  sources,
  fixedColumns = false,
}: {
  tiles: readonly number[] | undefined;
  sources?: FigureSources;
  /**
   * Two columns on a phone and four from a desktop's width and on paper (the dashboard, where the
   * tiles have the page's width); otherwise as many 11rem columns as fit (beside a report's gauge).
   */
  fixedColumns?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={msg('reports.tiles.title')}
      className={PRINT_BLOCK_CLASS}
      sx={{
        ...printBlockSx,
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        ...(fixedColumns
          ? {
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              // On paper four fixed columns of the page's width, whatever the width of the window
              // the page was laid out in, the font or the texts: no column can be pushed past the
              // page's edge (the PDF of the dashboard's Download, issue 20).
              '@media print': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
            }
          : { gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }),
      }}
    >
      {tileViews(tiles).map((tile) => (
        <Box
          component="li"
          key={tile.name}
          data-tile={tile.name}
          data-colour={tile.colour}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderLeft: `0.75rem solid ${TILE_COLOURS[tile.colour]}`,
            borderRadius: 1,
            p: 1.5,
            minWidth: 0,
            overflowWrap: 'anywhere',
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="p" variant="subtitle2">
            {tile.title}
          </Typography>
          <Typography component="p" variant="h5">
            {tile.display}
          </Typography>
          {tile.level && (
            <Typography component="p" variant="body2">
              {tile.level}
            </Typography>
          )}
          <TileSource text={sourceText(sources, [tileFigure(tile.name)])} />
        </Box>
      ))}
    </Box>
  );
}
