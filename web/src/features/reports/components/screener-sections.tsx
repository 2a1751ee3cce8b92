import {
  Box,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { msg } from '@circles/shared/messages/reports';
import { adviceTexts } from '@circles/shared/scoring/advice';
import type { FigureSources } from '@circles/shared/reports/latest';
import { atRound } from '../utils/display';
import { SECTION_FIGURES } from '../utils/sources';
import {
  goalsOf,
  interestLabel,
  interestLists,
  pwiCombinedText,
  pwiRows,
  supportRows,
} from '../utils/sections';
import { TILE_COLOURS, tileView } from '../utils/tiles';
import { AnswerList } from './answer-list';
import { InterestIcon } from './interest-icon';
import { ReportBlock } from './report-block';
import { SourceNote } from './source-note';
import { shownNumber } from '../../../lib/i18n/format';

/** Props of every section: the payload, the round shown and the heading level. */
export interface SectionProps {
  payload: ReportPayload;
  round: number;
  level?: 2 | 3;
  /** The dashboard's figure sources (issue 20): each section then names its series and date. */
  sources?: FigureSources;
}

/** Goals: each goal with its first step. */
export function GoalsSection({ payload, round, level, sources }: SectionProps) {
  const goals = goalsOf(payload, round);
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.goals')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.goals} />
      {goals.length === 0 ? (
        <p>{msg('reports.empty.noAvailableData')}</p>
      ) : (
        <Table size="small" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell>{msg('reports.goals.goal')}</TableCell>
              <TableCell>{msg('reports.goals.firstStep')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {goals.map((g, i) => (
              <TableRow key={`${g.goal}-${i}`}>
                <TableCell>{g.goal}</TableCell>
                <TableCell>{g.first_step}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportBlock>
  );
}

/** Interests: the four activity lists, each activity with its icon. */
export function InterestsSection({ payload, round, level, sources }: SectionProps) {
  const lists = interestLists(payload, round);
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.interests')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.interests} />
      {lists.length === 0 && <p>{msg('reports.empty.noAvailableData')}</p>}
      {lists.map((list) => (
        <Box key={list.heading} sx={{ mb: 1 }}>
          <Typography component="p" variant="subtitle2">
            {list.heading}
          </Typography>
          <List dense disablePadding sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {list.items.map((item) => (
              <ListItem key={item} disableGutters sx={{ width: 'auto' }}>
                <ListItemIcon sx={{ minWidth: 28 }}>
                  <InterestIcon activity={item} />
                </ListItemIcon>
                <ListItemText primary={interestLabel(item)} />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </ReportBlock>
  );
}

/** Personal Well-Being: the nine domains with their 0-2 … 9-10 bands, and the combined score. */
export function PersonalWellBeingSection({ payload, round, level, sources }: SectionProps) {
  const rows = pwiRows(payload, round);
  const combined = pwiCombinedText(payload, round);
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.personalWellBeing')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.wellBeing} />
      {combined && <p>{combined}</p>}
      {rows.length === 0 ? (
        <p>{msg('reports.empty.noAvailableData')}</p>
      ) : (
        <Table size="small" sx={{ width: 'auto' }}>
          <TableHead>
            <TableRow>
              <TableCell>{msg('reports.pwi.colDomain')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{msg('reports.pwi.colScore')}</TableCell>
              <TableCell>{msg('reports.pwi.colBand')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.domain} data-colour={r.colour}>
                <TableCell>{r.domain}</TableCell>
                <TableCell>{shownNumber(r.score)}</TableCell>
                <TableCell
                  sx={{ borderLeft: `0.75rem solid ${TILE_COLOURS[r.colour]}`, whiteSpace: 'nowrap' }}
                >
                  {r.band}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ReportBlock>
  );
}

/** Availability of Support: the social support tile and how often each kind of support comes. */
export function SupportSection({ payload, round, level, sources }: SectionProps) {
  const tile = tileView('socialSupport', payload.tiles[round]?.[5]);
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.availabilityOfSupport')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.support} />
      <p>{tile.text}</p>
      <AnswerList rows={supportRows(payload, round)} />
    </ReportBlock>
  );
}

/** Loneliness: the loneliness and isolation tiles with their levels. */
export function LonelinessSection({ payload, round, level, sources }: SectionProps) {
  const loneliness = tileView('loneliness', payload.tiles[round]?.[3]);
  const isolation = tileView('isolation', payload.tiles[round]?.[4]);
  return (
    <ReportBlock title={dashboardMsg('dashboard.section.loneliness')} level={level}>
      <SourceNote sources={sources} keys={SECTION_FIGURES.loneliness} />
      <p>{loneliness.text}</p>
      <p>{isolation.text}</p>
    </ReportBlock>
  );
}

/** The advice blocks chosen for the round, each ending with the Community Connector contact. */
export function AdviceSection({
  payload,
  round,
  level,
  connectorEmail,
}: SectionProps & { connectorEmail: string }) {
  const texts = adviceTexts(atRound(payload.advice, round) ?? [], connectorEmail);
  if (texts.length === 0) return null;
  return (
    <ReportBlock title={msg('reports.advice.title')} level={level}>
      {texts.map((t) => (
        <p key={t}>{t}</p>
      ))}
    </ReportBlock>
  );
}
