import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Role } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/modules';
import type { SeriesInstanceView } from '@circles/shared/schemas/series';
import { DetailsTable, type DetailRow } from '../../../components/ui/details-table';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import { areaPrefix } from '../../../lib/area-prefix';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useSeriesInstance } from '../api/series-instances';
import { shownDate } from '../../../lib/shown-date';
import { LoadingBlock } from '../../../components/ui/query-state';
import { shownPercent } from '../../../lib/i18n/format';
import { localName, seriesNamed } from '../../../lib/i18n/local-name';

/** The fill-in link of a chapter by role (spec 001 §2.7): Admin, staff or client pages. */
export function chapterFillPath(role: Role, id: string): string {
  return `${areaPrefix(role)}/booklets/user/edit/${encodeURIComponent(id)}`;
}

function SeriesFacts({ series }: { series: SeriesInstanceView }) {
  const rows: DetailRow[] = [
    [msg('modules.seriesView.patient'), series.patientId.info.name],
    [msg('modules.seriesView.patientId'), series.patientId._id],
    [msg('modules.seriesView.seriesId'), series._id],
    [msg('modules.details.started'), shownDate(series.createdAt)],
    [msg('modules.details.startedBy'), series.createdByName ?? msg('modules.details.unnamed')],
    [msg('modules.details.modified'), shownDate(series.updatedAt)],
    [msg('modules.details.modifiedBy'), series.modifiedByName ?? msg('modules.details.unnamed')],
    [msg('modules.seriesView.chapterCount'), String(series.memberChapters.length)],
    [msg('modules.seriesView.overall'), shownPercent(series.overallCompleteness)],
  ];
  return (
    <DetailsTable aria-label={msg('modules.seriesView.facts')} sx={{ mb: 3, maxWidth: 640 }} rows={rows} />
  );
}

/**
 * The series viewer (spec 001 §2.7) at /administration|staff|client/collections/view/:id: the
 * patient's name and id, the series id, audit fields, chapter count, overall completeness (the
 * server's figure) and the member chapters, each with its percentage and the role's fill-in link.
 */
export function SeriesViewScreen() {
  // The service-view routes of spec 001 §2.7 name the same id `collectionID`.
  const { id: byId, collectionID } = useParams();
  const id = byId ?? collectionID ?? '';
  const user = useSessionUser();
  const series = useSeriesInstance(id);
  let body;
  if (series.isPending) {
    body = <LoadingBlock />;
  } else if (series.isError) {
    body = <Alert severity="error">{msg('modules.error.series')}</Alert>;
  } else {
    const s = series.data;
    body = (
      <>
        <SeriesFacts series={s} />
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {msg('modules.seriesView.chapters')}
        </Typography>
        {/* On a phone the table scrolls in its own box rather than widening the page (positioned, so
            the hidden column name stays inside it too). */}
        <TableContainer sx={{ position: 'relative' }}>
          <Table aria-label={msg('modules.seriesView.chapters')}>
            <TableHead>
              <TableRow>
                <TableCell>{msg('modules.col.name')}</TableCell>
                <TableCell>{msg('modules.col.completeness')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHiddenSx}>
                    {msg('modules.action.fillIn')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.memberChapters.map((c) => (
                <TableRow key={c._id}>
                  <TableCell>{localName(c)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={c.completeStatus}
                        aria-label={msg('modules.seriesView.chapterProgress', { name: localName(c) })}
                        sx={{ width: { xs: 56, sm: 120 } }}
                      />
                      <span>{shownPercent(c.completeStatus)}</span>
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Button
                      component={RouterLink}
                      to={chapterFillPath(user.role, c._id)}
                      aria-label={msg('modules.seriesView.fillChapter', { name: localName(c) })}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {msg('modules.action.fillIn')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </>
    );
  }
  return (
    <RequireAuthCheck>
      <ScreenHeading
        title={series.data ? localName(seriesNamed(series.data)) : msg('modules.seriesView.title')}
      />
      {body}
    </RequireAuthCheck>
  );
}
