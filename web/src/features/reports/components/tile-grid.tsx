import { Box, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { tileFigure, type FigureSources } from '@circles/shared/reports/latest';
import { sourceText } from '../utils/sources';
import { TILE_COLOURS, tileViews } from '../utils/tiles';
import { printBlockSx, PRINT_BLOCK_CLASS } from './report-block';

/** The series and date of a tile's figure, under it (none when no round has it). */
function TileSource({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Typography component="p" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
      {text}
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
}: {
  tiles: readonly number[] | undefined;
  sources?: FigureSources;
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
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 1.5,
        // On paper the tiles are four fixed columns of the page's width, whatever the width of the
        // window the page was laid out in, the font or the texts: a column can never be pushed past
        // the page's edge (the PDF of the dashboard's Download, issue 20).
        '@media print': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
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
