import { Box, Typography } from '@mui/material';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { RISK_FIGURE, type FigureSources } from '@circles/shared/reports/latest';
import type { ReportPayload } from '@circles/shared/reports/report';
import { riskLabel, riskMessage } from '@circles/shared/scoring/screener';
import { ReportBlock } from './report-block';
import { RiskMeter } from './risk-meter';
import { SourceNote } from './source-note';

/**
 * The social screener's risk on the dashboard (issue 20): the risk meter, the level, the score and the
 * level's message of the member's latest screener round, with its date; 'No available data' when the
 * member has no finished screener round. A Moderate or High risk is also a flag of the Health Alert.
 */
export function ScreenerRiskBlock({
  payload,
  round,
  sources,
}: {
  payload: Pick<ReportPayload, 'screener_risk'>;
  round: number;
  sources: FigureSources | undefined;
}) {
  const risk = payload.screener_risk[round];
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.socialRisk')}>
      <SourceNote sources={sources} keys={[RISK_FIGURE]} />
      {risk ? (
        <Box>
          <RiskMeter level={risk.level} score={risk.score} />
          <Typography component="p" variant="h6">
            {riskLabel(risk.level)}
          </Typography>
          <p>{msg('reports.score', { score: risk.score })}</p>
          <p>{riskMessage(risk.level)}</p>
        </Box>
      ) : (
        <p>{msg('reports.empty.noAvailableData')}</p>
      )}
    </ReportBlock>
  );
}
