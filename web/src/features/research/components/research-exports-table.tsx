import {
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { msg } from '@circles/shared/messages/research';
import type { ResearchExport, ResearchExportDownload } from '@circles/shared/schemas/research';
import { DownloadOnDemand } from '../../../components/ui/download-on-demand';
import { shownDate } from '../../../lib/shown-date';
import { useResearchExportDownload } from '../api/research-exports';

function StatusCell({ item }: { item: ResearchExport }) {
  if (item.status === 'running' || item.status === 'queued') {
    const { done, total } = item.progress;
    // Until the job has counted the rounds it exports, 'Running: 0 of 0' would say nothing.
    let text = msg('research.status.queued');
    if (item.status === 'running')
      text = total > 0 ? msg('research.status.running', { done, total }) : msg('research.starting');
    return (
      <Stack spacing={0.5} sx={{ minWidth: 120 }}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress
          variant={total > 0 ? 'determinate' : 'indeterminate'}
          value={total > 0 ? (100 * done) / total : undefined}
          aria-label={text}
        />
      </Stack>
    );
  }
  return <>{msg(item.status === 'succeeded' ? 'research.status.succeeded' : 'research.status.failed')}</>;
}

function DownloadCell({ item }: { item: ResearchExport }) {
  const download = useResearchExportDownload();
  return (
    <DownloadOnDemand
      fetchLink={download}
      id={item.exportId}
      ready={item.status === 'succeeded'}
      label={msg('research.download')}
      ariaLabel={msg('research.downloadFor', { date: shownDate(item.createdAt) })}
      errorText={msg('research.downloadError')}
    >
      {(link: ResearchExportDownload) => (
        <Link href={link.url} download={link.fileName} sx={{ overflowWrap: 'anywhere' }}>
          {link.fileName}
        </Link>
      )}
    </DownloadOnDemand>
  );
}

/**
 * The exports, newest first: when, which series and dates, status with progress, counts and the
 * download. On a phone the series and dates share the first cell, the download sits under the status
 * and the counts column is left out, so the table fits a phone's width without scrolling sideways.
 */
export function ResearchExportsTable({
  exports,
  seriesNames,
}: {
  exports: readonly ResearchExport[];
  seriesNames: ReadonlyMap<string, string>;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const names = (e: ResearchExport) => e.seriesTemplateIds.map((id) => seriesNames.get(id) ?? id).join(', ');
  const dates = (e: ResearchExport) => msg('research.dates', { from: e.from, to: e.to });
  return (
    <TableContainer>
      <Table size="small" aria-labelledby="research-list-title">
        <TableHead>
          <TableRow>
            <TableCell>{msg('research.col.created')}</TableCell>
            {!phone && <TableCell>{msg('research.col.series')}</TableCell>}
            {!phone && <TableCell>{msg('research.col.dates')}</TableCell>}
            <TableCell>{msg('research.col.status')}</TableCell>
            {!phone && <TableCell align="right">{msg('research.col.rows')}</TableCell>}
            {!phone && <TableCell>{msg('research.col.download')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {exports.map((e) => (
            <TableRow key={e.exportId}>
              <TableCell>
                {shownDate(e.createdAt)}
                {phone && (
                  <Typography variant="caption" component="div">
                    {names(e)}
                    <br />
                    {dates(e)}
                  </Typography>
                )}
              </TableCell>
              {!phone && <TableCell>{names(e)}</TableCell>}
              {!phone && <TableCell>{dates(e)}</TableCell>}
              <TableCell>
                {phone ? (
                  <Stack spacing={1} alignItems="flex-start">
                    <StatusCell item={e} />
                    <DownloadCell item={e} />
                  </Stack>
                ) : (
                  <StatusCell item={e} />
                )}
              </TableCell>
              {!phone && (
                <TableCell align="right">
                  {e.status === 'succeeded'
                    ? msg('research.counts', { members: e.members, rows: e.rows })
                    : ''}
                </TableCell>
              )}
              {!phone && (
                <TableCell>
                  <DownloadCell item={e} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
