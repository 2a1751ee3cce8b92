import { BarChart } from '@mui/x-charts/BarChart';
import type { SurveysByType } from './surveys-by-type';

/**
 * The bar chart of member series by survey type (MUI X Charts), loaded lazily by
 * {@link SurveysByTypeFigure}; hidden from screen readers, which read the table beside it, and inert, so the
 * chart's own focus target never takes keyboard focus to a hidden element.
 */
export function SurveysByTypeChart({ data }: { data: readonly SurveysByType[] }) {
  return (
    <div aria-hidden="true" inert>
      <BarChart
        width={640}
        height={300}
        skipAnimation
        xAxis={[{ data: data.map((d) => d.collectionTemplateName), scaleType: 'band' }]}
        series={[{ data: data.map((d) => d.totalMemberCollections) }]}
      />
    </div>
  );
}
