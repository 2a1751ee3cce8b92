import { lazy, Suspense, useId } from 'react';
import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { hasTrends, trendsOf, type TrendSeries } from '../utils/trends';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { printBlockSx, PRINT_BLOCK_CLASS, ReportBlock } from './report-block';

const TrendChart = lazy(() => import('./trend-charts').then((m) => ({ default: m.TrendChart })));

/** The table equivalent of a trend chart: one row per round, one column per line. */
function TrendTable({
  caption,
  rounds,
  series,
}: {
  caption: string;
  rounds: readonly string[];
  series: readonly TrendSeries[];
}) {
  return (
    <Table size="small" sx={visuallyHiddenSx}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {msg('reports.trends.colRound')}
          </TableCell>
          {series.map((s) => (
            <TableCell key={s.id} component="th" scope="col">
              {s.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rounds.map((round, r) => (
          <TableRow key={round}>
            <TableCell component="th" scope="row">
              {round}
            </TableCell>
            {series.map((s) => (
              <TableCell key={s.id}>{s.data[r] ?? msg('reports.notAnswered')}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TrendFigure({
  title,
  rounds,
  axis,
  series,
  max,
}: {
  title: string;
  rounds: readonly string[];
  axis: readonly string[];
  series: readonly TrendSeries[];
  max: number;
}) {
  const id = useId();
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
      <TrendTable caption={title} rounds={rounds} series={series} />
      <Suspense fallback={<CircularProgress aria-label={msg('reports.trends.loading')} />}>
        <TrendChart rounds={axis} series={series} max={max} />
      </Suspense>
    </Box>
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
