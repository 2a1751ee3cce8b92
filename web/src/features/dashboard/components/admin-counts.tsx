import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { CardGrid } from '../../../components/ui/card-grid';

/** The Admin dashboard's counts (spec 000 §2); undefined while a count is loading. */
export interface AdminCountsProps {
  totalActiveUsers: number | undefined;
  surveysCompleted: number | undefined;
  surveysInProgress: number | undefined;
}

/** Cards Total Active Users, Surveys Completed and Surveys In Progress, each with a spinner until known. */
export function AdminCounts(props: AdminCountsProps) {
  const cards = [
    { label: msg('dashboard.admin.totalActiveUsers'), value: props.totalActiveUsers },
    { label: msg('dashboard.admin.surveysCompleted'), value: props.surveysCompleted },
    { label: msg('dashboard.admin.surveysInProgress'), value: props.surveysInProgress },
  ];
  return (
    <CardGrid minWidth="14rem">
      {cards.map((card) => (
        <Card component="li" key={card.label} variant="outlined">
          <CardContent>
            <Typography component="p" variant="subtitle1">
              {card.label}
            </Typography>
            {card.value === undefined ? (
              <CircularProgress size={28} aria-label={shellMsg('shell.loading')} />
            ) : (
              <Typography component="p" variant="h4">
                {card.value}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </CardGrid>
  );
}
