import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModuleSummary } from '@circles/shared/schemas/module';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { dateColumn } from '../../../components/ui/data-table/columns';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useMemberModules } from '../api/member-modules';
import { modulePaths } from '../paths';
import { ModuleDetailsDialog } from './module-details-dialog';
import { LoadingBlock } from '../../../components/ui/query-state';
import { bothNames, localName } from '../../../lib/i18n/local-name';
import { DateField } from '../../../components/ui/form/date-field';

type Approval = 'all' | 'pending' | 'approved';

/** Rows kept by the approval status and created-before filters (spec 001 §2.9); before is a day, exclusive. */
export function filterMemberModules(
  rows: readonly MemberModuleSummary[],
  approval: Approval,
  before: string,
): MemberModuleSummary[] {
  return rows.filter(
    (m) =>
      (approval === 'all' || m.approved === (approval === 'approved')) &&
      (before === '' || m.createdAt.slice(0, 10) < before),
  );
}

/** The columns a phone shows (issue 20): the module, its member and its status; the rest stay search fields. */
export const PHONE_COLUMNS = ['bookletName', 'patientName', 'status'] as const;

function columns(onDetails: (m: MemberModuleSummary) => void): Column<MemberModuleSummary>[] {
  return [
    {
      id: 'patientName',
      label: msg('modules.memberSurveys.patientName'),
      render: (m) => (
        <Link component={RouterLink} to={modulePaths.profile(m.patientId)}>
          {m.patientName}
        </Link>
      ),
      sortValue: (m) => m.patientName.toLowerCase(),
      filterValue: (m) => m.patientName,
    },
    {
      id: 'bookletName',
      label: msg('modules.memberSurveys.bookletName'),
      render: (m) => (
        <Link component={RouterLink} to={modulePaths.completing(m._id)}>
          {localName(m)}
        </Link>
      ),
      sortValue: (m) => localName(m).toLowerCase(),
      filterValue: bothNames,
    },
    dateColumn({ id: 'createdAt', label: msg('modules.memberSurveys.dateStarted') }, (m) => m.createdAt),
    {
      id: 'status',
      label: msg('modules.memberSurveys.status'),
      render: (m) => (
        <Tooltip
          title={msg(m.approved ? 'modules.approval.approvedTooltip' : 'modules.approval.pendingTooltip')}
        >
          <span>{msg(m.approved ? 'modules.approval.approved' : 'modules.approval.pending')}</span>
        </Tooltip>
      ),
      sortValue: (m) => (m.approved ? 1 : 0),
    },
    {
      id: 'details',
      label: msg('modules.details.title'),
      render: (m) => (
        <Button
          size="small"
          onClick={() => onDetails(m)}
          aria-label={`${msg('modules.details.open')}: ${localName(m)}`}
        >
          {msg('modules.details.open')}
        </Button>
      ),
    },
  ];
}

/**
 * The older member-surveys list (spec 001 §2.9): filters by patient name or booklet name (the table's
 * search), approval status and created-before date; columns Patient Name, Booklet Name, Date Started,
 * Status; links to /profile/{patientId} and /booklet/{id}; each row's details dialog.
 */
export function MemberModulesScreen() {
  const modules = useMemberModules();
  const [approval, setApproval] = useState<Approval>('all');
  const [before, setBefore] = useState('');
  const [details, setDetails] = useState<MemberModuleSummary>();
  const rows = useMemo(
    () => filterMemberModules(modules.data ?? [], approval, before),
    [modules.data, approval, before],
  );
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('modules.memberSurveys.title')} />
      {modules.isPending ? (
        <LoadingBlock />
      ) : modules.isError ? (
        <Alert severity="error">{msg('modules.error.userChapters')}</Alert>
      ) : (
        <DataTable
          title={msg('modules.memberSurveys.title')}
          rows={rows}
          columns={columns(setDetails)}
          phoneColumns={PHONE_COLUMNS}
          rowId={(m) => m._id}
          rowLabel={(m) => msg('modules.row', { name: `${localName(m)}, ${m.patientName}`, id: m._id })}
          initialSort={{ columnId: 'createdAt', direction: 'desc' }}
          tools={
            // The two filters wrap on a phone rather than widening the page.
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                id="approval-filter"
                label={msg('modules.memberSurveys.approval')}
                value={approval}
                onChange={(e) => setApproval(e.target.value as Approval)}
                sx={{ minWidth: 180 }}
              >
                <MenuItem value="all">{msg('modules.approval.all')}</MenuItem>
                <MenuItem value="pending">{msg('modules.approval.pending')}</MenuItem>
                <MenuItem value="approved">{msg('modules.approval.approved')}</MenuItem>
              </TextField>
              <DateField
                size="small"
                id="created-before"
                label={msg('modules.memberSurveys.createdBefore')}
                value={before}
                onChange={(e) => setBefore(e.target.value)}
              />
            </Stack>
          }
        />
      )}
      {details && <ModuleDetailsDialog module={details} open onClose={() => setDetails(undefined)} />}
    </RequireAuthCheck>
  );
}
