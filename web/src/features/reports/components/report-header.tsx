import { Box, Typography } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { dateOnly } from '../utils/display';
import { ReportBlock } from './report-block';
import { RoundPicker } from './round-picker';

/** Props every report body takes. */
export interface ReportBodyProps {
  payload: ReportPayload;
  /** The round shown, oldest first from 0; the latest when not given or out of range. */
  round?: number;
  /** Given on screens: shows the round picker (two or more rounds). Left out when printing. */
  onRoundChange?: (round: number) => void;
  memberName: string;
  /** The Community Connector's contact (runtime configuration), for What Now? and the advice. */
  connectorEmail: string;
  /** Trend charts across rounds (default shown when there are two or more rounds). */
  showTrends?: boolean;
}

/** A report's title block: title, member name, 'Last Modified' date of the round, and the round picker. */
export function ReportHeader({
  title,
  payload,
  round,
  memberName,
  onRoundChange,
}: {
  title: string;
  payload: ReportPayload;
  round: number;
  memberName: string;
  onRoundChange?: (round: number) => void;
}) {
  return (
    <Box component="header" sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <Typography component="p" variant="h6">
          {memberName}
        </Typography>
        <Typography component="p">
          {msg('reports.lastModified', { date: dateOnly(payload.collection_last_updated[round]) })}
        </Typography>
      </Box>
      {onRoundChange && <RoundPicker payload={payload} round={round} onChange={onRoundChange} />}
    </Box>
  );
}

/** The closing 'What Now?' with the Community Connector contact. */
export function WhatNow({ connectorEmail }: { connectorEmail: string }) {
  return (
    <ReportBlock title={msg('reports.whatNow')}>
      <p>{msg('reports.whatNow.body', { connectorEmail })}</p>
    </ReportBlock>
  );
}
