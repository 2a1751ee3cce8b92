import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { msg } from '@circles/shared/messages/catalogue';
import type { PublicSurveyLead } from '@circles/shared/schemas/public-survey';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { refreshedNotice } from '../../../components/ui/notices/refreshed-notice';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { errorCode, errorText } from '../../../lib/api-errors';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useLeads } from '../api/get-leads';
import { useMarkContacted } from '../api/mark-contacted';

const day = (iso: string) => iso.slice(0, 10);
const yesNo = (value: boolean) => msg(value ? 'screener.leads.yes' : 'screener.leads.no');

function ContactCell({ lead }: { lead: PublicSurveyLead }) {
  if (!lead.consentToContact) return <>{msg('screener.leads.noContact')}</>;
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

function LeadsTable() {
  const leads = useLeads();
  const mark = useMarkContacted();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);

  const markLead = (lead: PublicSurveyLead) => {
    notices.clear();
    mark.mutate(lead, {
      onError: (error) =>
        notices.show({
          severity: errorCode(error) === 'CONFLICT' ? 'warning' : 'error',
          text: errorText(error, { CONFLICT: msg('screener.leads.stale') }, msg('screener.leads.markError')),
        }),
    });
  };

  // Built on every render: the Status cells show the mutation's state, and the table re-sorts cheaply.
  const columns: Column<PublicSurveyLead>[] = [
    {
      id: 'date',
      label: msg('screener.leads.col.date'),
      render: (lead) => day(lead.createdAt),
      sortValue: (lead) => lead.createdAt,
      filterValue: (lead) => day(lead.createdAt),
    },
    {
      id: 'level',
      label: msg('screener.leads.col.level'),
      render: (lead) => lead.level,
      sortValue: (lead) => lead.score,
      filterValue: (lead) => lead.level,
    },
    {
      id: 'score',
      label: msg('screener.leads.col.score'),
      render: (lead) => lead.score,
      sortValue: (lead) => lead.score,
    },
    {
      id: 'consent',
      label: msg('screener.leads.col.consent'),
      render: (lead) => yesNo(lead.consentToContact),
    },
    {
      id: 'contact',
      label: msg('screener.leads.col.contact'),
      render: (lead) => <ContactCell lead={lead} />,
    },
    {
      id: 'source',
      label: msg('screener.leads.col.source'),
      render: (lead) => lead.source ?? '',
      filterValue: (lead) => lead.source ?? '',
    },
    {
      id: 'status',
      label: msg('screener.leads.col.status'),
      filterLabel: msg('screener.leads.filter.contacted'),
      filterValue: (lead) => yesNo(lead.contacted),
      sortValue: (lead) => (lead.contacted ? 1 : 0),
      render: (lead) =>
        lead.contacted ? (
          msg('screener.leads.contacted', { date: day(lead.contactedAt ?? lead.createdAt) })
        ) : (
          <Button
            variant="outlined"
            size="small"
            disabled={mark.isPending && mark.variables.id === lead.id}
            aria-label={msg('screener.leads.markContactedFor', { date: day(lead.createdAt) })}
            onClick={() => markLead(lead)}
          >
            {msg('screener.leads.markContacted')}
          </Button>
        ),
    },
  ];

  if (leads.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={msg('shell.loading')} />
      </Box>
    );
  }
  if (leads.isError) return <Alert severity="error">{msg('screener.leads.error')}</Alert>;

  const refresh = () => {
    notices.show(refreshedNotice());
    void leads.refetch();
  };

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {leads.data.length === 0 ? (
        <Typography>{msg('screener.leads.empty')}</Typography>
      ) : (
        <DataTable
          title={msg('screener.leads.title')}
          rows={leads.data}
          columns={columns}
          rowId={(lead) => lead.id}
          rowLabel={(lead) => msg('screener.leads.row', { date: day(lead.createdAt), level: lead.level })}
          initialSort={{ columnId: 'date', direction: 'desc' }}
          hasMore={leads.hasNextPage}
          onLoadMore={() => {
            if (!leads.isFetchingNextPage) void leads.fetchNextPage();
          }}
          tools={
            <Button startIcon={<RefreshIcon />} onClick={refresh}>
              {msg('screener.leads.refresh')}
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
      <ScreenHeading title={msg('screener.leads.title')} />
      <Typography sx={{ mb: 2 }}>{msg('screener.leads.intro')}</Typography>
      <LeadsTable />
    </RequireAuthCheck>
  );
}
