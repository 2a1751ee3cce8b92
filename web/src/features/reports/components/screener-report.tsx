import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { msg as screenerMsg } from '@circles/shared/messages/screener';
import { riskLabel, riskMessage } from '@circles/shared/scoring/screener';
import { validRound } from '../utils/rounds';
import { hasScreenerAnswers, screenerResultRows } from '../utils/screener-results';
import { ReportBlock } from './report-block';
import { ReportHeader, WhatNow, type ReportBodyProps } from './report-header';
import { RiskMeter } from './risk-meter';
import { TrendsSection } from './trends-section';

/**
 * The social screener report (spec 000 §2 'Social screener reports'): the risk meter of the member's
 * level, the risk label and message, the Results table of the seven questions, the risk across rounds
 * and What Now?. A round that answers none of the questions says 'No available data' rather than
 * showing an unanswered screener as the lowest risk.
 */
export function ScreenerReport({
  payload,
  round: requested,
  onRoundChange,
  memberName,
  connectorEmail,
  showTrends = true,
}: ReportBodyProps) {
  const round = validRound(payload, requested);
  const risk = payload.screener_risk[round] ?? { score: 0, level: 'Lowest Risk' as const };
  const rows = screenerResultRows(payload, round);
  return (
    <Box component="article">
      <ReportHeader
        title={msg('reports.screener.title')}
        payload={payload}
        round={round}
        memberName={memberName}
        onRoundChange={onRoundChange}
      />
      {!hasScreenerAnswers(payload, round) ? (
        <p>{msg('reports.empty.noAvailableData')}</p>
      ) : (
        <>
          <Box className="report-block" sx={{ breakInside: 'avoid', mb: 3 }}>
            <RiskMeter level={risk.level} score={risk.score} />
            <Typography component="p" variant="h5" data-testid="risk-label">
              {riskLabel(risk.level)}
            </Typography>
            <p>{msg('reports.score', { score: risk.score })}</p>
            <p>{riskMessage(risk.level)}</p>
          </Box>
          <ReportBlock title={msg('reports.screener.results')}>
            <Table size="small" sx={{ width: 'auto' }}>
              <TableHead>
                <TableRow>
                  <TableCell>{screenerMsg('screener.report.colQuestion')}</TableCell>
                  <TableCell>{screenerMsg('screener.report.colAnswer')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.label}>
                    <TableCell component="th" scope="row">
                      {r.label}
                    </TableCell>
                    <TableCell>{r.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ReportBlock>
        </>
      )}
      {showTrends && <TrendsSection payload={payload} parts={['risk']} />}
      <WhatNow connectorEmail={connectorEmail} />
    </Box>
  );
}
