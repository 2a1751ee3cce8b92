import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  CircularProgress,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { FOLLOWUP_SEVERITIES, FOLLOWUP_STATUSES, type Followup } from '@circles/shared/schemas/followup';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { useMyFollowups } from '../api/followups';
import { dayOf, SeverityChip, severityLabel, StatusCell, statusLabel } from './followup-labels';
import { HeadedSection } from '../../../components/ui/headed-section';

/**
 * Open ones first (earliest due first, overdue therefore on top), then the resolved ones, newest first.
 * The server sends them so; the screen keeps the order itself so it never depends on that.
 */
export function orderFollowups(rows: readonly Followup[]): Followup[] {
  const open = rows.filter((f) => f.status !== 'resolved').sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const closed = rows
    .filter((f) => f.status === 'resolved')
    .sort((a, b) => (b.resolvedAt ?? b.updatedAt).localeCompare(a.resolvedAt ?? a.updatedAt));
  return [...open, ...closed];
}

function OpenLink({ followup }: { followup: Followup }) {
  return (
    <Link
      component={RouterLink}
      to={`/followups/${encodeURIComponent(followup._id)}`}
      aria-label={msg('followups.openFor', { member: followup.memberName, finding: followup.finding.text })}
    >
      {msg('followups.openLink')}
    </Link>
  );
}

/** What a phone shows of a row: everything stacked in one cell, so 390 px needs no sideways scroll. */
function SummaryCell({ followup }: { followup: Followup }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" component="span">
        {followup.memberName}
      </Typography>
      <span>{followup.finding.text}</span>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SeverityChip severity={followup.severity} />
        <StatusCell followup={followup} />
      </Stack>
      <span>{msg('followups.dueOn', { date: dayOf(followup.dueAt) })}</span>
      <OpenLink followup={followup} />
    </Stack>
  );
}

const OVERDUE = 'overdue';
const isOverdue = (f: Followup) => f.overdue && f.status !== 'resolved';

// Open before resolved, then by due date: the sort key of the Due and Status columns.
const openFirst = (f: Followup) => `${f.status === 'resolved' ? 1 : 0}|${f.dueAt}`;

const COLUMNS: readonly Column<Followup>[] = [
  {
    id: 'member',
    label: msg('followups.col.member'),
    render: (f) => f.memberName,
    sortValue: (f) => f.memberName,
    filterValue: (f) => f.memberName,
  },
  {
    id: 'finding',
    label: msg('followups.col.finding'),
    render: (f) => f.finding.text,
    filterValue: (f) => f.finding.text,
  },
  {
    id: 'severity',
    label: msg('followups.col.severity'),
    render: (f) => <SeverityChip severity={f.severity} />,
    sortValue: (f) => FOLLOWUP_SEVERITIES.indexOf(f.severity),
    choiceFilter: {
      label: msg('followups.filter.severity'),
      options: FOLLOWUP_SEVERITIES.map((s) => ({ value: s, label: severityLabel(s) })),
      matches: (f, value) => f.severity === value,
    },
  },
  {
    id: 'status',
    label: msg('followups.col.status'),
    render: (f) => <StatusCell followup={f} />,
    sortValue: openFirst,
    // 'Overdue' is a choice of its own: open ones past their due date, whatever was last logged.
    choiceFilter: {
      label: msg('followups.filter.status'),
      options: [
        ...FOLLOWUP_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
        { value: OVERDUE, label: msg('followups.overdue') },
      ],
      matches: (f, value) => (value === OVERDUE ? isOverdue(f) : f.status === value),
    },
  },
  {
    id: 'due',
    label: msg('followups.col.due'),
    render: (f) => dayOf(f.dueAt),
    sortValue: openFirst,
  },
  { id: 'open', label: '', render: (f) => <OpenLink followup={f} /> },
  {
    id: 'summary',
    label: msg('followups.col.summary'),
    phoneOnly: true,
    render: (f) => <SummaryCell followup={f} />,
  },
];

/** The phone's one column (issue 20): the stacked summary. */
export const FOLLOWUP_PHONE_COLUMNS = ['summary'] as const;

/**
 * 'Follow-ups' on a helper's dashboard (issue 24 §2): the caller's follow-ups in the table kit (dropdown
 * filters by severity and by status, 'Overdue' among the statuses; search by member or finding), open
 * ones first and overdue ones marked with a word and an icon; a switch adds the resolved ones. An
 * empty list is a calm sentence, not an alert.
 */
export function FollowupsSection() {
  const [showResolved, setShowResolved] = useState(false);
  const list = useMyFollowups(showResolved ? 'all' : 'open');
  // Memoised: the table resets its page when its rows change identity.
  const rows = useMemo(() => orderFollowups(list.data ?? []), [list.data]);
  const toggle = (
    <FormControlLabel
      control={<Switch checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} />}
      label={msg('followups.showResolved')}
    />
  );
  return (
    <HeadedSection headingId="followups-heading" title={msg('followups.title')} variant="h5" spaced>
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={shellMsg('shell.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error" role="alert">
          {msg('followups.error.list')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography role="status">{msg('followups.empty')}</Typography>
          {toggle}
        </Paper>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>{msg('followups.intro')}</Typography>
          <DataTable
            title={msg(showResolved ? 'followups.table.all' : 'followups.table.open')}
            initialPageSize={5}
            rows={rows}
            columns={COLUMNS}
            phoneColumns={FOLLOWUP_PHONE_COLUMNS}
            rowId={(f) => f._id}
            rowLabel={(f) => msg('followups.row', { member: f.memberName, finding: f.finding.text })}
            tools={toggle}
          />
        </>
      )}
    </HeadedSection>
  );
}
