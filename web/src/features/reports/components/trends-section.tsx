import { lazy, Suspense, useId } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { hasTrends, trendsOf, type TrendSeries } from '../utils/trends';
import { TableEquivalent } from '../../../components/ui/table-equivalent';
import { printBlockSx, PRINT_BLOCK_CLASS, ReportBlock } from './report-block';

const TrendChart = lazy(() => import('./trend-charts').then((m) => ({ default: m.TrendChart })));

/** One trend figure: its title, the rounds on its x axis, the y axis's labels and its lines. */
interface TrendProps {
  title: string;
  rounds: readonly string[];
  axis: readonly string[];
  series: readonly TrendSeries[];
  max: number;
}

function TrendFigure({ title, rounds, axis, series, max }: TrendProps) {
  const id = useId();
  // A chart with no value in any round would be bare axes, which reads as a fault: say so instead.
  const empty = series.every((s) => s.data.every((v) => v === null));
  return (
    <Box
      component="figure"
      aria-labelledby={id}
      className={PRINT_BLOCK_CLASS}
      sx={{ ...printBlockSx, m: 0, mb: 3 }}
    >
      <Typography id={id} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography>{msg('reports.empty.noAvailableData')}</Typography>
      ) : (
        <TrendBody title={title} rounds={rounds} axis={axis} series={series} max={max} />
      )}
    </Box>
  );
}

/** A trend chart with its table equivalent (one row per round, one column per line). */
function TrendBody({ title, rounds, axis, series, max }: TrendProps) {
  return (
    <>
      <TableEquivalent
        caption={title}
        columns={[msg('reports.trends.colRound'), ...series.map((s) => s.label)]}
        rows={rounds.map((round, r) => ({
          header: round,
          cells: series.map((s) => s.data[r] ?? msg('reports.notAnswered')),
        }))}
      />
      <Suspense fallback={<CircularProgress aria-label={msg('reports.trends.loading')} />}>
        <TrendChart rounds={axis} series={series} max={max} />
      </Suspense>
    </>
  );
}

/**
 * Trends across rounds (issue 11, beyond the original): the eight tiles, the wellness score and the
 * screener risk score, each a line chart with a table equivalent; nothing when there is one round.
 * `parts` chooses the charts that fit the report (the screener report shows only the risk).
 */
export function TrendsSection({
  payload,
  parts = ['tiles', 'wellness', 'risk'],
}: {
  payload: ReportPayload;
  parts?: readonly ('tiles' | 'wellness' | 'risk')[];
}) {
  if (!hasTrends(payload)) return null;
  const trends = trendsOf(payload);
  return (
    <ReportBlock title={msg('reports.trends.title')}>
      {parts.includes('tiles') && (
        <TrendFigure
          title={msg('reports.trends.tiles')}
          rounds={trends.rounds}
          axis={trends.axis}
          series={trends.tiles}
          max={100}
        />
      )}
      {parts.includes('wellness') && (
        <TrendFigure
          title={msg('reports.trends.wellness')}
          rounds={trends.rounds}
          axis={trends.axis}
          series={[trends.wellness]}
          max={100}
        />
      )}
      {parts.includes('risk') && (
        <TrendFigure
          title={msg('reports.trends.risk')}
          rounds={trends.rounds}
          axis={trends.axis}
          series={[trends.risk]}
          max={5}
        />
      )}
    </ReportBlock>
  );
}
