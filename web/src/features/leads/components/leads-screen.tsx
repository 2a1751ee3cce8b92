import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/leads';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { PublicSurveyLead } from '@circles/shared/schemas/public-survey';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useLeads } from '../hooks/use-leads';

const day = (iso: string) => iso.slice(0, 10);

function ContactCell({ lead }: { lead: PublicSurveyLead }) {
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

function LeadsTable() {
  const leads = useLeads();
  if (leads.loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  }
  if (leads.failed) return <Alert severity="error">{msg('leads.error')}</Alert>;
  return (
    <>
      {leads.notice && (
        <Alert severity={leads.notice === 'stale' ? 'warning' : 'error'} sx={{ mb: 2 }}>
          {msg(leads.notice === 'stale' ? 'leads.stale' : 'leads.markError')}
        </Alert>
      )}
      {leads.items.length === 0 ? (
        <Typography>{msg('leads.empty')}</Typography>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label={msg('leads.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{msg('leads.col.date')}</TableCell>
                <TableCell>{msg('leads.col.level')}</TableCell>
                <TableCell>{msg('leads.col.score')}</TableCell>
                <TableCell>{msg('leads.col.consent')}</TableCell>
                <TableCell>{msg('leads.col.contact')}</TableCell>
                <TableCell>{msg('leads.col.source')}</TableCell>
                <TableCell>{msg('leads.col.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leads.items.map((lead) => (
                <TableRow key={lead.id} data-lead-id={lead.id}>
                  <TableCell>{day(lead.createdAt)}</TableCell>
                  <TableCell>{lead.level}</TableCell>
                  <TableCell>{lead.score}</TableCell>
                  <TableCell>{msg(lead.consentToContact ? 'leads.yes' : 'leads.no')}</TableCell>
                  <TableCell>
                    <ContactCell lead={lead} />
                  </TableCell>
                  <TableCell>{lead.source ?? ''}</TableCell>
                  <TableCell>
                    {lead.contacted ? (
                      msg('leads.contacted', { date: day(lead.contactedAt ?? lead.createdAt) })
                    ) : (
                      <Button
                        variant="outlined"
                        size="small"
                        disabled={leads.busyId === lead.id}
                        aria-label={msg('leads.markContactedFor', { date: day(lead.createdAt) })}
                        onClick={() => leads.mark(lead)}
                      >
                        {msg('leads.markContacted')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button onClick={leads.previous} disabled={leads.page === 1}>
          {msg('leads.previous')}
        </Button>
        <Typography>{msg('leads.page', { page: leads.page })}</Typography>
        <Button onClick={leads.next} disabled={!leads.hasNext}>
          {msg('leads.next')}
        </Button>
      </Stack>
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
