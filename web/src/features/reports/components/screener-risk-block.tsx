import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { RISK_FIGURE, type FigureSources } from '@circles/shared/reports/latest';
import type { ReportPayload } from '@circles/shared/reports/report';
import { riskLabel, riskMessage } from '@circles/shared/scoring/screener';
import { sourceText } from '../utils/sources';
import { printBlockSx, PRINT_BLOCK_CLASS } from './report-block';
import { RiskMeter } from './risk-meter';
import { SourceText } from './source-note';

/**
 * The social screener's risk on the dashboard (issue 20), beside the wellness gauge and drawn like it:
 * the risk meter, the level, the score and the level's message of the member's latest screener round,
 * with its series and date; 'No available data' when the member has no finished screener round. A
 * Moderate or High risk is also a flag of the Health Alert.
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
  const titleId = useId();
  const from = sourceText(sources, [RISK_FIGURE]);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      className={PRINT_BLOCK_CLASS}
      sx={{ ...printBlockSx, textAlign: 'center', maxWidth: 320 }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1">
        {dashboardMsg('dashboard.section.socialRisk')}
      </Typography>
      {risk ? (
        <>
          <RiskMeter level={risk.level} score={risk.score} />
          <Typography component="p" variant="h6">
            {riskLabel(risk.level)}
          </Typography>
          <Typography component="p" variant="body2">
            {msg('reports.score', { score: risk.score })}
          </Typography>
          <Typography component="p" variant="body2" sx={{ mt: 1 }}>
            {riskMessage(risk.level)}
          </Typography>
        </>
      ) : (
        <p>{msg('reports.empty.noAvailableData')}</p>
      )}
      {from && (
        <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <SourceText text={from} />
        </Typography>
      )}
    </Box>
  );
}
