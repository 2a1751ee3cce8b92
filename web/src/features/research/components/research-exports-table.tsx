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
import { useResearchExportDownload } from '../api/research-exports';

const when = (iso: string) => iso.replace('T', ' ').slice(0, 16);

function StatusCell({ item }: { item: ResearchExport }) {
  if (item.status === 'running' || item.status === 'queued') {
    const { done, total } = item.progress;
    const text =
      item.status === 'queued'
        ? msg('research.status.queued')
        : msg('research.status.running', { done, total });
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
      ariaLabel={msg('research.downloadFor', { date: when(item.createdAt) })}
      errorText={msg('research.downloadError')}
    >
      {(link: ResearchExportDownload) => (
        <Link href={link.url} download={link.fileName}>
          {link.fileName}
        </Link>
      )}
    </DownloadOnDemand>
  );
}

/**
 * The exports, newest first: when, which series and dates, status with progress, counts and the
 * download. On a phone the series and dates share the first cell and the counts column is left out.
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
            <TableCell>{msg('research.col.download')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exports.map((e) => (
            <TableRow key={e.exportId}>
              <TableCell>
                {when(e.createdAt)}
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
                <StatusCell item={e} />
              </TableCell>
              {!phone && (
                <TableCell align="right">
                  {e.status === 'succeeded'
                    ? msg('research.counts', { members: e.members, rows: e.rows })
                    : ''}
                </TableCell>
              )}
              <TableCell>
                <DownloadCell item={e} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
