import { Typography } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg } from '@circles/shared/messages/reports';
import { contactRows, participationRows } from '../utils/sections';
import { AnswerList } from './answer-list';
import { ReportBlock } from './report-block';

/** Social and Community Connections: keeping in touch, community activities and the connection score. */
export function ConnectionsSection({ payload, round }: { payload: ReportPayload; round: number }) {
  const contact = contactRows(payload, round);
  const participation = participationRows(payload, round);
  const connection = payload.community_connection[round];
  return (
    <ReportBlock title={msg('reports.cc.socialConnections')}>
      {contact.length + participation.length === 0 && !connection && (
        <p>{msg('reports.empty.noAvailableData')}</p>
      )}
      {contact.length > 0 && (
        <>
          <Typography component="h3" variant="h6">
            {msg('reports.contact.title')}
          </Typography>
          <AnswerList rows={contact} />
        </>
      )}
      {participation.length > 0 && (
        <>
          <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
            {msg('reports.participation.title')}
          </Typography>
          <AnswerList rows={participation} />
        </>
      )}
      {connection && (
        <p>{msg('reports.connection.text', { label: connection.label, score: connection.score })}</p>
      )}
    </ReportBlock>
  );
}
