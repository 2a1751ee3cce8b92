import { LineChart } from '@mui/x-charts/LineChart';
import type { TrendSeries } from '../utils/trends';

/**
 * Widest width and the height of a trend chart in px. The chart fills its box up to 640 px, so on a
 * phone it fits the screen instead of widening the page (issue 20).
 */
const MAX_WIDTH = 640;
const HEIGHT = 280;

/**
 * One trend chart (MUI X Charts), loaded lazily by {@link TrendsSection} so the chart library stays
 * out of every chunk but the report screens'. Hidden from screen readers (the table beside it says
 * the same) and inert, so the chart's own focus target never takes keyboard focus to a hidden element.
 */
export function TrendChart({
  rounds,
  series,
  max,
}: {
  rounds: readonly string[];
  series: readonly TrendSeries[];
  /** Top of the value axis (100 for tiles and wellness, 5 for the risk score). */
  max: number;
}) {
  return (
    <div aria-hidden="true" inert style={{ width: '100%', maxWidth: MAX_WIDTH }}>
      <LineChart
        height={HEIGHT}
        skipAnimation
        // Room beside the last round's tick label, which the chart would otherwise cut short.
        margin={{ left: 8, right: 40 }}
        xAxis={[{ data: [...rounds], scaleType: 'point' }]}
        yAxis={[{ min: 0, max }]}
        series={series.map((s) => ({
          id: s.id,
          label: s.label,
          data: [...s.data],
          connectNulls: false,
          showMark: true,
          curve: 'linear' as const,
        }))}
      />
    </div>
  );
}
