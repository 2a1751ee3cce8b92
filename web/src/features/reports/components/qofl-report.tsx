import { Box, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { validRound } from '../utils/rounds';
import { hasConcern, healthRows, healthUseRows } from '../utils/sections';
import { AnswerList } from './answer-list';
import { ConcernsSection } from './concerns';
import { ConnectionsSection } from './connections-section';
import { Highlights } from './highlights';
import { ReportBlock } from './report-block';
import { ReportHeader, WhatNow, type ReportBodyProps } from './report-header';
import { LonelinessSection, PersonalWellBeingSection, SupportSection } from './screener-sections';
import { TrendsSection } from './trends-section';

/**
 * The Quality of Life reports (spec 000 §2): 'Quality Life Report' (full) or 'Quality of Life - Short
 * Report', with member name, 'Last Modified', Highlights, Social and Community Connections and Possible
 * Concerns and Suggestions, a further summary block in the full report only, the trends and What Now?.
 * Decision: the spec says the two middle sections show "both only when concerns exist"; we follow it
 * literally, so a report without flags shows Highlights, the summary (full) and What Now?.
 */
export function QualityOfLifeReport({
  payload,
  round: requested,
  onRoundChange,
  memberName,
  connectorEmail,
  showTrends = true,
  variant,
}: ReportBodyProps & { variant: 'full' | 'short' }) {
  const round = validRound(payload, requested);
  const concerns = hasConcern(payload, round);
  const health = healthRows(payload, round);
  const healthUse = healthUseRows(payload, round);
  return (
    <Box component="article">
      <ReportHeader
        title={msg(variant === 'full' ? 'reports.qofl.title' : 'reports.qofl.shortTitle')}
        payload={payload}
        round={round}
        memberName={memberName}
        onRoundChange={onRoundChange}
      />
      <Highlights payload={payload} round={round} />
      {concerns && <ConnectionsSection payload={payload} round={round} />}
      <ConcernsSection payload={payload} round={round} connectorEmail={connectorEmail} />
      {variant === 'full' && (
        <ReportBlock title={msg('reports.qofl.furtherSummary')}>
          {/* The space below keeps the health answers apart from the next section's heading. */}
          <Box sx={{ mb: 3 }}>
            <Typography component="h3" variant="h6">
              {msg('reports.health.title')}
            </Typography>
            {health.length === 0 ? (
              <p>{msg('reports.empty.noAvailableData')}</p>
            ) : (
              <AnswerList rows={health} />
            )}
            {healthUse.length > 0 && (
              <>
                <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
                  {msg('reports.health.useTitle')}
                </Typography>
                <AnswerList rows={healthUse} />
              </>
            )}
          </Box>
          <PersonalWellBeingSection payload={payload} round={round} level={3} />
          <SupportSection payload={payload} round={round} level={3} />
          <LonelinessSection payload={payload} round={round} level={3} />
        </ReportBlock>
      )}
      {showTrends && <TrendsSection payload={payload} parts={['tiles', 'wellness']} />}
      <WhatNow connectorEmail={connectorEmail} />
    </Box>
  );
}
