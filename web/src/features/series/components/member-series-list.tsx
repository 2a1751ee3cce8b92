import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, CircularProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { apiCall } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/auth/session-context';
import { memberCollectionKeys } from '../api/member-collections';
import { seriesViewPath } from './series-tab';

/** The member edit page's Series tab (spec 002 §2.7): the member's series instances (`GET /api/membercollections?member=`), each linked to its viewer. */
export function MemberSeriesList({ memberId }: { memberId: string }) {
  const viewer = useSessionUser();
  const series = useQuery({
    queryKey: [...memberCollectionKeys.all, 'member', memberId],
    queryFn: ({ signal }) =>
      apiCall('memberCollectionsList', { query: { member: memberId }, signal }).then(
        (r) => r.memberCollectionList,
      ),
  });
  if (series.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  if (series.isError) return <Alert severity="error">{msg('users.error.patientCollections')}</Alert>;
  if (series.data.length === 0) return <Typography>{msg('users.none')}</Typography>;
  return (
    <List aria-label={msg('users.tab.series')}>
      {series.data.map((s) => (
        <ListItem key={s._id} divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={seriesViewPath(viewer.role, s._id)}>
                {s.collectionName}
              </Link>
            }
            secondary={`${msg('users.series.completeness', { n: s.completeness })} · ${s.createdAt.slice(0, 10)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
