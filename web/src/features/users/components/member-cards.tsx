import { Link as RouterLink } from 'react-router';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import type { UserSummary } from '@circles/shared/schemas/people';
import { monthDayYear, roleLabel } from '../utils/user-display';
import { CardGrid } from '../../../components/ui/card-grid';

/**
 * The My Members cards of spec 002 §2.2: each assigned member's name, role, email and joined date
 * (month/day/year) and a View button to /profile/{id}; the spec's empty text and advice when none.
 */
export function MemberCards({ members }: { members: readonly UserSummary[] }) {
  if (members.length === 0) {
    return (
      <>
        <Typography>{msg('users.members.none')}</Typography>
        <Typography>{msg('users.members.noneAdvice')}</Typography>
      </>
    );
  }
  return (
    <CardGrid minWidth="240px">
      {members.map((member) => (
        <Card component="li" variant="outlined" key={member._id} data-user-id={member._id}>
          <CardContent>
            <Typography component="h2" variant="h6">
              {member.name}
            </Typography>
            <Typography>{msg('users.card.role', { role: roleLabel(member.role) })}</Typography>
            {member.email && <Typography>{msg('users.card.email', { email: member.email })}</Typography>}
            <Typography>{msg('users.card.joined', { date: monthDayYear(member.createdAt) })}</Typography>
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={`/profile/${encodeURIComponent(member._id)}`}
              variant="contained"
              aria-label={msg('users.action.viewFor', { name: member.name })}
            >
              {msg('users.action.view')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </CardGrid>
  );
}
