import { Box, Typography } from '@mui/material';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import type { SourcedPayload } from '../utils/sources';
import { ScreenerReportSections } from './screener-report-sections';
import { ScreenerRiskBlock } from './screener-risk-block';
import { TileGrid } from './tile-grid';
import { WellnessGauge } from './wellness-gauge';
import type { RoundReportProps } from './report-block';

/**
 * The report area of a member's dashboard (spec 000 §2 Dashboard): the eight tiles, the wellness gauge
 * with its label, the screener's risk with its meter and the screener report's sections (Goals,
 * Interests, Health Alert, Personal Well-Being, Availability of Support, Loneliness, advice, the
 * community circle). The dashboard gives it the member's latest known figures of every series (issue
 * 20), whose `sources` name the series and date under each tile and section. The dashboard shows it
 * and its Download prints it (`DashboardPrint`, kind `dashboard`): one component for both, so the PDF
 * holds what the screen shows. Each part is a print block (never split across pages).
 */
export function DashboardReportArea({
  payload,
  round,
  connectorEmail,
}: Omit<RoundReportProps, 'payload'> & { payload: SourcedPayload }) {
  const { sources } = payload;
  return (
    <>
      {sources && (
        <Typography component="p" variant="body2" color="text.secondary">
          {dashboardMsg('dashboard.latestFigures')}
        </Typography>
      )}
      <TileGrid tiles={payload.tiles[round]} sources={sources} fixedColumns />
      <Box
        className="dashboard-gauge-risk"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 3,
          alignItems: 'start',
          justifyItems: 'center',
        }}
      >
        <WellnessGauge
          score={payload.wellness_score[round]}
          label={payload.wellness_label[round]}
          note={sources ? dashboardMsg('dashboard.source.gauge') : undefined}
        />
        <ScreenerRiskBlock payload={payload} round={round} sources={sources} />
      </Box>
      <ScreenerReportSections
        payload={payload}
        round={round}
        connectorEmail={connectorEmail}
        sources={sources}
      />
    </>
  );
}
