import { Alert, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { msg } from '@circles/shared/messages/leads';
import { sourceLabel } from '@circles/shared/messages/screener';
import { levelLabel } from '@circles/shared/scoring/screener';
import type { Lead } from '@circles/shared/schemas/lead';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { refreshedNotice } from '../../../components/ui/notices/refreshed-notice';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { saveFailure } from '../../../lib/api-errors';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useLeads } from '../api/get-leads';
import { useMarkContacted } from '../api/mark-contacted';
import { LoadingBlock } from '../../../components/ui/query-state';

const day = (iso: string) => iso.slice(0, 10);
const yesNo = (value: boolean) => msg(value ? 'leads.yes' : 'leads.no');

function ContactCell({ lead }: { lead: Lead }) {
  if (!lead.consentToContact) return <>{msg('leads.noContact')}</>;
  return (
    <Stack spacing={0.25}>
      {[lead.name, lead.email, lead.phone, lead.postalCode]
        .filter((v): v is string => Boolean(v))
        .map((v) => (
          <span key={v}>{v}</span>
        ))}
    </Stack>
  );
}

/** The columns a phone shows (issue 20): risk, contact and status; the rest stay search fields and sort keys. */
export const PHONE_COLUMNS = ['level', 'contact', 'status'] as const;

function LeadsTable() {
  const leads = useLeads();
  const mark = useMarkContacted();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);

  const markLead = (lead: Lead) => {
    notices.clear();
    mark.mutate(lead, {
      onError: (error) =>
        notices.show(saveFailure(error, { stale: msg('leads.stale') }, msg('leads.markError'))),
    });
  };

  // Built on every render: the Status cells show the mutation's state, and the table re-sorts cheaply.
  const columns: Column<Lead>[] = [
    {
      id: 'date',
      label: msg('leads.col.date'),
      render: (lead) => day(lead.createdAt),
      sortValue: (lead) => lead.createdAt,
      filterValue: (lead) => day(lead.createdAt),
    },
    {
      id: 'level',
      label: msg('leads.col.level'),
      render: (lead) => levelLabel(lead.level),
      sortValue: (lead) => lead.score,
      filterValue: (lead) => levelLabel(lead.level),
    },
    {
      id: 'score',
      label: msg('leads.col.score'),
      render: (lead) => lead.score,
      sortValue: (lead) => lead.score,
    },
    {
      id: 'consent',
      label: msg('leads.col.consent'),
      render: (lead) => yesNo(lead.consentToContact),
    },
    {
      id: 'contact',
      label: msg('leads.col.contact'),
      render: (lead) => <ContactCell lead={lead} />,
    },
    {
      id: 'source',
      label: msg('leads.col.source'),
      render: (lead) => sourceLabel(lead.source ?? ''),
      filterValue: (lead) => sourceLabel(lead.source ?? ''),
    },
    {
      id: 'status',
      label: msg('leads.col.status'),
      filterLabel: msg('leads.filter.contacted'),
      filterValue: (lead) => yesNo(lead.contacted),
      sortValue: (lead) => (lead.contacted ? 1 : 0),
      render: (lead) =>
        lead.contacted ? (
          msg('leads.contacted', { date: day(lead.contactedAt ?? lead.createdAt) })
        ) : (
          <Button
            variant="outlined"
            size="small"
            disabled={mark.isPending && mark.variables.id === lead.id}
            aria-label={msg('leads.markContactedFor', { date: day(lead.createdAt) })}
            onClick={() => markLead(lead)}
          >
            {msg('leads.markContacted')}
          </Button>
        ),
    },
  ];

  if (leads.isPending) {
    return <LoadingBlock />;
  }
  if (leads.isError) return <Alert severity="error">{msg('leads.error')}</Alert>;

  const refresh = () => {
    notices.show(refreshedNotice());
    void leads.refetch();
  };

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {leads.data.length === 0 ? (
        <Typography>{msg('leads.empty')}</Typography>
      ) : (
        <DataTable
          title={msg('leads.title')}
          rows={leads.data}
          columns={columns}
          phoneColumns={PHONE_COLUMNS}
          rowId={(lead) => lead.id}
          rowLabel={(lead) => msg('leads.row', { date: day(lead.createdAt), level: levelLabel(lead.level) })}
          initialSort={{ columnId: 'date', direction: 'desc' }}
          hasMore={leads.hasNextPage}
          onLoadMore={() => {
            if (!leads.isFetchingNextPage) void leads.fetchNextPage();
          }}
          tools={
            <Button startIcon={<RefreshIcon />} onClick={refresh}>
              {msg('leads.refresh')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** /administration/leads: the public screener's submissions for Admins and Coordinators (ACCESS.md). */
export function LeadsScreen() {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('leads.title')} />
      <Typography sx={{ mb: 2 }}>{msg('leads.intro')}</Typography>
      <LeadsTable />
    </RequireAuthCheck>
  );
}
