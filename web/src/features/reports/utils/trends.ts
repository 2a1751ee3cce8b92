import type { ReportPayload } from '@circles/shared/reports/report';
import { msg as dashboardMsg, type DashboardMessageKey } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { TILE_NAMES } from '@circles/shared/scoring/tiles';
import { tileShowsPercent } from '@circles/shared/scoring/labels';
import { roundLabel } from './rounds';
import { tileFigure } from './tiles';

/** One line of a trend chart: a value per round, null where the round has none. */
export interface TrendSeries {
  id: string;
  label: string;
  data: (number | null)[];
}

/** Everything the trend charts and their tables draw. */
export interface Trends {
  /** Full round labels with their dates, for the tables. */
  rounds: string[];
  /** Short labels ('Round 2') for the charts' axis, where the dated ones do not fit. */
  axis: string[];
  tiles: TrendSeries[];
  wellness: TrendSeries;
  risk: TrendSeries;
}

/** Trends are shown only when a member has two or more rounds (issue 11, 'Beyond the original'). */
export function hasTrends(payload: Pick<ReportPayload, 'collection_last_updated'>): boolean {
  return payload.collection_last_updated.length >= 2;
}

/**
 * The trend lines across rounds, oldest first: the eight tiles as displayed (negative as 100 − |v|,
 * 999 and out-of-range values as gaps), the wellness score (a text score is a gap) and the screener
 * risk score.
 */
export function trendsOf(
  payload: Pick<ReportPayload, 'collection_last_updated' | 'tiles' | 'wellness_score' | 'screener_risk'>,
): Trends {
  const rounds = payload.collection_last_updated.map((_, i) => roundLabel(payload, i));
  const tiles = TILE_NAMES.map((name, t) => ({
    id: name,
    label: dashboardMsg(`dashboard.tile.${name}` as DashboardMessageKey),
    data: rounds.map((_, r) => {
      const v = payload.tiles[r]?.[t];
      return tileShowsPercent(v) ? tileFigure(v as number) : null;
    }),
  }));
  return {
    rounds,
    axis: rounds.map((_, i) => msg('reports.round', { n: i + 1 })),
    tiles,
    wellness: {
      id: 'wellness',
      label: dashboardMsg('dashboard.wellnessScore'),
      data: rounds.map((_, r) => {
        const v = payload.wellness_score[r];
        return typeof v === 'number' ? v : null;
      }),
    },
    risk: {
      id: 'risk',
      label: msg('reports.trends.riskScore'),
      data: rounds.map((_, r) => payload.screener_risk[r]?.score ?? null),
    },
  };
}
