import { Box } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { flagsOf } from '../utils/sections';
import { ReportBlock } from './report-block';
import { TileGrid } from './tile-grid';
import { WellnessGauge } from './wellness-gauge';

/** Highlights: the wellness gauge, the eight tiles, the community connection and the number of alerts. */
export function Highlights({ payload, round }: { payload: ReportPayload; round: number }) {
  const connection = payload.community_connection[round];
  const flags = flagsOf(payload, round);
  return (
    <ReportBlock title={msg('reports.cc.highlights')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        <WellnessGauge score={payload.wellness_score[round]} label={payload.wellness_label[round]} />
        <Box sx={{ flex: '1 1 24rem' }}>
          <TileGrid tiles={payload.tiles[round]} />
        </Box>
      </Box>
      {connection && (
        <p>{msg('reports.connection.text', { label: connection.label, score: connection.score })}</p>
      )}
      <p>{msg('reports.highlights.flags', { red: flags.red.length, yellow: flags.yellow.length })}</p>
    </ReportBlock>
  );
}
