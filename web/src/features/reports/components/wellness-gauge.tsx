import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { gaugeView } from '../utils/tiles';
import { printBlockSx, PRINT_BLOCK_CLASS } from './report-block';
import { shownNumber } from '../../../lib/i18n/format';

/** The eight levels, red to green, each darker outline so filled and empty read apart without colour. */
const LEVEL_COLOURS = [
  '#c62828',
  '#d84315',
  '#ef6c00',
  '#f9a825',
  '#c0ca33',
  '#7cb342',
  '#43a047',
  '#2e7d32',
];
const EMPTY = '#e0e0e0';

function segment(i: number): string {
  const cx = 120;
  const cy = 120;
  const outer = 100;
  const inner = 62;
  const a0 = Math.PI - (i * Math.PI) / 8;
  const a1 = Math.PI - ((i + 1) * Math.PI) / 8;
  const p = (r: number, a: number) =>
    `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy - r * Math.sin(a)).toFixed(1)}`;
  return `M${p(outer, a0)} A${outer} ${outer} 0 0 1 ${p(outer, a1)} L${p(inner, a1)} A${inner} ${inner} 0 0 0 ${p(inner, a0)} Z`;
}

/**
 * The wellness-score gauge (spec 000 §2, METRICS.md §5): eight segments, lit up to the score's level,
 * with the score and its label as text; the image's accessible name says the same in words. Fixed
 * size in px, so it prints as it shows.
 */
export function WellnessGauge({
  score,
  label,
  note,
}: {
  score: number | string | undefined;
  label: string | undefined;
  /** A line under the label, shown with a score (the dashboard says how the score is made). */
  note?: string;
}) {
  const view = gaugeView(score, label);
  const titleId = useId();
  return (
    <Box className={PRINT_BLOCK_CLASS} sx={{ ...printBlockSx, textAlign: 'center', maxWidth: 260 }}>
      <Typography component="p" variant="subtitle1">
        {dashboardMsg('dashboard.wellnessScore')}
      </Typography>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox="0 0 240 130"
        width={240}
        height={130}
        style={{ maxWidth: '100%', height: 'auto' }}
      >
        <title id={titleId}>{view.text}</title>
        {LEVEL_COLOURS.map((colour, i) => (
          <path
            key={colour}
            d={segment(i)}
            fill={i < view.level ? colour : EMPTY}
            stroke="#ffffff"
            strokeWidth={2}
            data-lit={i < view.level}
          />
        ))}
        <text x={120} y={112} textAnchor="middle" fontSize={26} fontWeight={700} fill="#1a1a1a">
          {view.score === undefined ? '–' : shownNumber(view.score)}
        </text>
      </svg>
      <Typography component="p" variant="h6">
        {view.score === undefined ? (typeof score === 'string' ? score : view.label) : view.label}
      </Typography>
      {note && view.score !== undefined && (
        <Typography component="p" variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}
