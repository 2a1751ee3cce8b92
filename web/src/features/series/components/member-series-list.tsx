import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { Alert, Button, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg } from '@circles/shared/messages/users';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useMemberSeriesTab } from '../api/series-instances';
import { START_SERIES_PATH, type StartSeriesFor } from '../paths';
import { sessionCan } from '../../../lib/auth/session-can';
import { seriesViewPath } from './series-tab';
import { LoadingBlock } from '../../../components/ui/query-state';
import { localName, seriesNamed } from '../../../lib/i18n/local-name';

/**
 * The member edit page's Series tab (spec 002 §2.7): the member's series instances
 * (`GET /api/collections/patient/{id}`, spec 002 §7), each linked to its viewer, and, for those who may start a
 * series (ACCESS.md: Admin, Coordinator), 'Start a Series' for this member (the Start a Series page
 * with the member preselected).
 */
export function MemberSeriesList({ memberId, memberName }: { memberId: string; memberName: string }) {
  const viewer = useSessionUser();
  const start: ReactNode = sessionCan(viewer, 'seriesInstance.start') && (
    <Button
      component={RouterLink}
      to={START_SERIES_PATH}
      state={{ member: { id: memberId, name: memberName } } satisfies StartSeriesFor}
      variant="outlined"
      startIcon={<PlayArrowIcon />}
      sx={{ mb: 1 }}
    >
      {modulesMsg('modules.startSeries.link')}
    </Button>
  );
  const series = useMemberSeriesTab(memberId);
  if (series.isPending) return <LoadingBlock />;
  if (series.isError) return <Alert severity="error">{msg('users.error.patientCollections')}</Alert>;
  if (series.data.length === 0)
    return (
      <>
        {start}
        <Typography>{msg('users.none')}</Typography>
      </>
    );
  return (
    <>
      {start}
      <List aria-label={msg('users.tab.series')}>
        {series.data.map((s) => (
          <ListItem key={s._id} divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={seriesViewPath(viewer.role, s._id)}>
                  {localName(seriesNamed(s))}
                </Link>
              }
              secondary={`${msg('users.series.completeness', { n: s.completeness })} · ${s.createdAt.slice(0, 10)}`}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
