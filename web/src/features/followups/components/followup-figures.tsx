import {
  Alert,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { msg, type FollowupsMessageKey } from '@circles/shared/messages/followups';
import type { FollowupFigures, FollowupMonthFigures } from '@circles/shared/schemas/followup';
import { useFollowupFigures } from '../api/followups';
import { FollowupFiguresChart } from './followup-figures-chart';
import { HeadedSection } from '../../../components/ui/headed-section';

const none = () => msg('followups.figures.none');
const share = (value: number | null) => (value === null ? none() : `${Math.round(value * 100)} %`);
const days = (value: number | null) => (value === null ? none() : String(value));

type MonthRow = [FollowupsMessageKey, (m: FollowupMonthFigures) => string];
const MONTH_ROWS: readonly MonthRow[] = [
  ['followups.figures.opened', (m) => String(m.opened)],
  ['followups.figures.resolved', (m) => String(m.resolved)],
  ['followups.figures.resolvedWithinDue', (m) => share(m.resolvedWithinDueShare)],
  ['followups.figures.couldNotReach', (m) => share(m.couldNotReachShare)],
  ['followups.figures.medianDays', (m) => days(m.medianDaysToFirstContact)],
];

/**
 * The figures as a table (issue 24 §4; the required equivalent of any chart): open and overdue now,
 * then this month beside last month.
 */
export function FollowupFiguresTable({ figures }: { figures: FollowupFigures }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={msg('followups.figures.caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{msg('followups.figures.figure')}</TableCell>
            <TableCell align="right">
              {msg('followups.figures.thisMonth', { month: figures.thisMonth.month })}
            </TableCell>
            <TableCell align="right">
              {msg('followups.figures.lastMonth', { month: figures.lastMonth.month })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {msg('followups.figures.open')} ({msg('followups.figures.now')})
            </TableCell>
            <TableCell align="right">{figures.open}</TableCell>
            <TableCell align="right">—</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              {msg('followups.figures.overdue')} ({msg('followups.figures.now')})
            </TableCell>
            <TableCell align="right">{figures.overdue}</TableCell>
            <TableCell align="right">—</TableCell>
          </TableRow>
          {MONTH_ROWS.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {msg(key)}
              </TableCell>
              <TableCell align="right">{value(figures.thisMonth)}</TableCell>
              <TableCell align="right">{value(figures.lastMonth)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'Follow-ups in the programme' on the Admin and Coordinator dashboards (issue 24 §4). */
export function FollowupFiguresSection() {
  const figures = useFollowupFigures(true);
  return (
    <HeadedSection
      headingId="followup-figures-heading"
      title={msg('followups.figures.title')}
      variant="h5"
      spaced
    >
      {figures.isError ? (
        <Alert severity="error" role="alert">
          {msg('followups.figures.error')}
        </Alert>
      ) : figures.data ? (
        <>
          <FollowupFiguresChart figures={figures.data} />
          <FollowupFiguresTable figures={figures.data} />
        </>
      ) : null}
    </HeadedSection>
  );
}
