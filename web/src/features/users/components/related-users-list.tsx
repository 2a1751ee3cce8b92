import { Link as RouterLink } from 'react-router';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { UserSummary } from '@circles/shared/schemas/people';
import { roleLabel } from '../utils/user-display';

/** A list of users with a link to each profile, or `emptyText` when there are none. */
export function RelatedUsersList({ users, emptyText }: { users: readonly UserSummary[]; emptyText: string }) {
  if (users.length === 0) return <Typography>{emptyText}</Typography>;
  return (
    <List>
      {users.map((u) => (
        <ListItem key={u._id} data-user-id={u._id}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/profile/${encodeURIComponent(u._id)}`}>
                {u.name}
              </Link>
            }
            secondary={[roleLabel(u.role), u.email].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
