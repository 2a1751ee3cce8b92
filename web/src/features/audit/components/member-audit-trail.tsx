import { Link as RouterLink } from 'react-router';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { msg } from '@circles/shared/messages/audit';
import { useMemberAuditCsv } from '../api/audit-events';
import { AuditResults } from './audit-results';
import { HeadedSection } from '../../../components/ui/headed-section';

/** The CSV of the record's trail (an access request's answer), saved as a file, with its outcome. */
function CsvDownload({ memberId }: { memberId: string }) {
  const csv = useMemberAuditCsv();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        startIcon={csv.isPending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        disabled={csv.isPending}
        onClick={() => csv.mutate(memberId)}
      >
        {msg(csv.isPending ? 'audit.csv.preparing' : 'audit.csv.download')}
      </Button>
      <Box aria-live="polite">
        {csv.isError && <Alert severity="error">{msg('audit.csv.error')}</Alert>}
        {csv.isSuccess && (
          <Alert severity={csv.data.truncated ? 'warning' : 'success'}>
            {csv.data.truncated
              ? msg('audit.csv.truncated', { n: csv.data.rows })
              : msg('audit.csv.done', { fileName: csv.data.fileName, n: csv.data.rows })}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}

/**
 * 'Who has seen this record' (Admin; issue 19): everyone who read or changed the user's record, newest
 * first (who, role, action, when, outcome), the CSV of the whole trail, and links to the audit log
 * filtered on this record or on what this user did.
 */
export function MemberAuditTrail({ memberId, memberName }: { memberId: string; memberName: string }) {
  const state = { names: { [memberId]: memberName } };
  const log = (filter: 'member' | 'actor') =>
    `/administration/audit?${new URLSearchParams({ [filter]: memberId }).toString()}`;
  return (
    <HeadedSection headingId="audit-record-title" title={msg('audit.record.title')} variant="h6">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {msg('audit.record.intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <CsvDownload memberId={memberId} />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={log('member')} state={state}>
            {msg('audit.record.openLog')}
          </Link>
          <Link component={RouterLink} to={log('actor')} state={state}>
            {msg('audit.record.actionsBy')}
          </Link>
        </Stack>
      </Stack>
      <AuditResults
        filters={{ memberId }}
        layout="record"
        title={msg('audit.record.table')}
        emptyText={msg('audit.record.empty')}
      />
    </HeadedSection>
  );
}
