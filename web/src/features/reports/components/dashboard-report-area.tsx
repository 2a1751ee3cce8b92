import { Box } from '@mui/material';
import { ScreenerReportSections } from './screener-report-sections';
import { TileGrid } from './tile-grid';
import { WellnessGauge } from './wellness-gauge';
import type { RoundReportProps } from './report-block';

/**
 * The report area of a member's dashboard (spec 000 §2 Dashboard) for one round of the member's
 * screener report: the eight tiles, the wellness gauge with its label and the screener report's
 * sections (Goals, Interests, Health Alert, Personal Well-Being, Availability of Support, Loneliness,
 * advice, the community circle). The dashboard shows it under its round picker and the dashboard's
 * Download prints it (`DashboardPrint`, kind `dashboard`): one component for both, so the PDF holds
 * what the screen shows. Each part is a print block (never split across pages).
 */
export function DashboardReportArea({ payload, round, connectorEmail }: RoundReportProps) {
  return (
    <>
      <TileGrid tiles={payload.tiles[round]} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <WellnessGauge score={payload.wellness_score[round]} label={payload.wellness_label[round]} />
      </Box>
      <ScreenerReportSections payload={payload} round={round} connectorEmail={connectorEmail} />
    </>
  );
}
