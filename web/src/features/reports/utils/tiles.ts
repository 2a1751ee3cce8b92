import { msg as dashboardMsg, type DashboardMessageKey } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { msg as scoringMsg } from '@circles/shared/messages/scoring';
import {
  isolationLabel,
  lonelinessLabel,
  tileColour,
  tileShowsPercent,
  type TileColour,
} from '@circles/shared/scoring/labels';
import { gaugeLevel, TILE_NAMES, type TileName } from '@circles/shared/scoring/tiles';
import { round } from '@circles/shared/scoring/values';

/**
 * Colours of the tile bands (spec 000 §4). They fill a band beside the text, never the text's
 * background, so the figures keep their contrast whatever the band; the value and label carry the
 * meaning for those who cannot tell the colours apart.
 */
export const TILE_COLOURS: Record<TileColour, string> = {
  red: '#c62828',
  orange: '#ef6c00',
  yellow: '#f9a825',
  lightgreen: '#9ccc65',
  green: '#2e7d32',
  grey: '#9e9e9e',
};

/** What one dashboard tile shows. */
export interface TileView {
  name: TileName;
  title: string;
  colour: TileColour;
  /** '75%', or 'Not Available' when the value is not shown (999, out of range). */
  display: string;
  /** The level label of the loneliness and isolation tiles, when the value is shown. */
  level?: string;
  /** The whole tile as one sentence, for screen readers and the table equivalents. */
  text: string;
}

/** The displayed figure of a tile: a negative value is shown as 100 − |v| (spec 000 §4). */
export function tileFigure(value: number): number {
  return round(value < 0 ? 100 - Math.abs(value) : value, 1);
}

/**
 * One tile (spec 000 §4): colour by the shared rule (negative values first become 100 − |v|), the
 * percentage only between -100 and 100 (so 999 is hidden and reads 'Not Available').
 */
export function tileView(name: TileName, value: number | undefined): TileView {
  const title = dashboardMsg(`dashboard.tile.${name}` as DashboardMessageKey);
  const shows = tileShowsPercent(value);
  const figure = shows ? tileFigure(value as number) : undefined;
  const display =
    figure === undefined
      ? scoringMsg('scoring.wellness.notAvailable')
      : msg('reports.percent', { value: figure });
  const level =
    figure === undefined
      ? undefined
      : name === 'loneliness'
        ? lonelinessLabel(figure)
        : name === 'isolation'
          ? isolationLabel(figure)
          : undefined;
  const text = msg('reports.tile.text', { tile: title, value: level ? `${display}, ${level}` : display });
  return { name, title, colour: tileColour(value), display, ...(level ? { level } : {}), text };
}

/** The eight tiles of a round in display order (METRICS.md §5). */
export function tileViews(tiles: readonly number[] | undefined): TileView[] {
  return TILE_NAMES.map((name, i) => tileView(name, tiles?.[i]));
}

/** What the wellness gauge shows: its level 0–8 and its sentence. */
export interface GaugeView {
  level: number;
  score: number | undefined;
  label: string;
  text: string;
}

/** The wellness gauge (METRICS.md §5): 8 levels, wellness ÷ 12.5 rounded up; a text score gives level 0. */
export function gaugeView(score: number | string | undefined, label: string | undefined): GaugeView {
  const value = typeof score === 'number' && Number.isFinite(score) ? score : undefined;
  const level = gaugeLevel(score ?? '');
  const shownLabel = label ?? scoringMsg('scoring.wellness.notAvailable');
  const text =
    value === undefined
      ? msg('reports.gauge.notEnough', {
          text: typeof score === 'string' ? score : scoringMsg('scoring.wellness.notEnoughData'),
        })
      : msg('reports.gauge.text', { score: value, label: shownLabel, level });
  return { level, score: value, label: shownLabel, text };
}
