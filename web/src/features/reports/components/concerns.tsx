import { msg } from '@circles/shared/messages/reports';
import { adviceTexts } from '@circles/shared/scoring/advice';
import { atRound } from '../utils/display';
import { hasConcern } from '../utils/sections';
import { FlagLists } from './health-alert';
import { ReportBlock, type RoundReportProps } from './report-block';

/**
 * Possible Concerns and Suggestions (spec 000 §2): shown only when a concern flag is set; lists the
 * flags and the advice chosen for them, each with the Community Connector contact.
 */
export function ConcernsSection({ payload, round, connectorEmail }: RoundReportProps) {
  if (!hasConcern(payload, round)) return null;
  return (
    <ReportBlock title={msg('reports.cc.concerns')}>
      <FlagLists payload={payload} round={round} />
      {adviceTexts(atRound(payload.advice, round) ?? [], connectorEmail).map((t) => (
        <p key={t}>{t}</p>
      ))}
    </ReportBlock>
  );
}
