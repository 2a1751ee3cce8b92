import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { msg } from '@circles/shared/messages/exports';
import type { ExportRun, ExportRunDownload } from '@circles/shared/schemas/exports';
import { DownloadOnDemand } from '../../components/ui/download-on-demand';
import { clockTime } from '../../lib/i18n/format';
import { useExportRunDownload, useExportRuns } from './use-export-runs';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);
const STATUS = {
  running: 'exports.status.running',
  succeeded: 'exports.status.succeeded',
  failed: 'exports.status.failed',
} as const;

/** One run's files once the links are fetched: the manifest first, then each report. */
function RunFiles({ download }: { download: ExportRunDownload }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption">
        {msg('exports.validUntil', { time: clockTime(new Date(download.expiresAt)) })}
      </Typography>
      {download.files.map((f) => (
        <Link key={f.fileName} href={f.url} download={f.fileName}>
          {f.fileName}
        </Link>
      ))}
    </Stack>
  );
}

function RunRow({ run }: { run: ExportRun }) {
  const download = useExportRunDownload();
  return (
    <TableRow>
      <TableCell>{when(run.startedAt)}</TableCell>
      <TableCell>{msg(STATUS[run.status])}</TableCell>
      <TableCell align="right">{run.exported}</TableCell>
      <TableCell align="right">{run.failed}</TableCell>
      <TableCell>
        {msg('exports.window', {
          since: run.since ? when(run.since) : msg('exports.window.start'),
          until: when(run.until),
        })}
      </TableCell>
      <TableCell>
        <DownloadOnDemand
          fetchLink={download}
          id={run.runId}
          ready={run.finishedAt !== null}
          label={msg('exports.download')}
          ariaLabel={msg('exports.downloadFor', { date: when(run.startedAt) })}
          errorText={msg('exports.downloadError')}
        >
          {(links: ExportRunDownload) => <RunFiles download={links} />}
        </DownloadOnDemand>
      </TableCell>
    </TableRow>
  );
}

/**
 * The scheduled exports section (issue 12) of /administration/reports/management: the runs, newest
 * first, with their counts and a download of each run's files (presigned links, valid 5 minutes).
 * Self-contained (its own query hook, texts and states), for the Admin view of the page.
 */
export function ExportRuns() {
  const runs = useExportRuns();
  return (
    <Box component="section" aria-labelledby="export-runs-title" sx={{ mt: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography id="export-runs-title" variant="h6" component="h2">
          {msg('exports.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon />}
          onClick={() => void runs.refetch()}
          disabled={runs.isFetching}
        >
          {msg('exports.refresh')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {msg('exports.intro')}
      </Typography>
      {runs.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress aria-label={msg('exports.title')} />
        </Box>
      ) : runs.isError ? (
        <Alert severity="error">{msg('exports.error')}</Alert>
      ) : runs.data.length === 0 ? (
        <Typography>{msg('exports.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="export-runs-title">
            <TableHead>
              <TableRow>
                <TableCell>{msg('exports.col.run')}</TableCell>
                <TableCell>{msg('exports.col.status')}</TableCell>
                <TableCell align="right">{msg('exports.col.exported')}</TableCell>
                <TableCell align="right">{msg('exports.col.failed')}</TableCell>
                <TableCell>{msg('exports.col.window')}</TableCell>
                <TableCell>{msg('exports.col.files')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.map((run) => (
                <RunRow key={run.runId} run={run} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
