import { Box } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import { visibleContacts } from '../utils/circle';
import { validRound } from '../utils/rounds';
import { summaryRows } from '../utils/sections';
import { AnswerList } from './answer-list';
import { CircleTable, CommunityCircle } from './community-circle';
import { ConcernsSection } from './concerns';
import { ConnectionsSection } from './connections-section';
import { Highlights } from './highlights';
import { ReportBlock } from './report-block';
import { ReportHeader, WhatNow, type ReportBodyProps } from './report-header';
import { InterestsSection, GoalsSection } from './screener-sections';
import { TrendsSection } from './trends-section';

/**
 * The Community Connection series report (spec 000 §2): member name, last-modified date, Highlights,
 * Summary, Primary Circle, Community Circle diagram, Social and Community Connections, Possible Concerns
 * and Suggestions (only when a concern flag is set), the trends across rounds and What Now?. The
 * historic version (one member collection) is titled 'My Reports'. Renders from props only, so the
 * screen and the PDF print entry show the same report.
 */
export function CommunityConnectionReport({
  payload,
  round: requested,
  onRoundChange,
  memberName,
  connectorEmail,
  showTrends = true,
  historic = false,
}: ReportBodyProps & { historic?: boolean }) {
  const round = validRound(payload, requested);
  const people = visibleContacts(payload.trusted_people[round]);
  const summary = summaryRows(payload, round);
  return (
    <Box component="article">
      <ReportHeader
        title={msg(historic ? 'reports.myReports' : 'reports.cc.title')}
        payload={payload}
        round={round}
        memberName={memberName}
        onRoundChange={onRoundChange}
      />
      <Highlights payload={payload} round={round} />
      <ReportBlock title={msg('reports.cc.summary')}>
        {summary.length === 0 ? <p>{msg('reports.empty.noAvailableData')}</p> : <AnswerList rows={summary} />}
      </ReportBlock>
      <GoalsSection payload={payload} round={round} />
      <ReportBlock title={msg('reports.cc.primaryCircle')}>
        {people.length === 0 ? (
          <p>{msg('reports.empty.noAvailableData')}</p>
        ) : (
          <CircleTable people={people} />
        )}
      </ReportBlock>
      <ReportBlock title={msg('reports.cc.communityCircle')}>
        <CommunityCircle people={people} />
      </ReportBlock>
      <ConnectionsSection payload={payload} round={round} />
      <InterestsSection payload={payload} round={round} />
      <ConcernsSection payload={payload} round={round} connectorEmail={connectorEmail} />
      {showTrends && <TrendsSection payload={payload} parts={['tiles', 'wellness']} />}
      <WhatNow connectorEmail={connectorEmail} />
    </Box>
  );
}
