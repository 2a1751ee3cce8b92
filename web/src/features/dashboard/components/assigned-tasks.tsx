import { Link as RouterLink } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Link,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { msg } from '@circles/shared/messages/dashboard';
import {
  chapterHref,
  chapterStatus,
  incompleteSeries,
  statusText,
  type AssignedSeries,
  type ChapterStatus,
} from '../utils/tasks';

const chipColour: Record<ChapterStatus, 'default' | 'primary' | 'success'> = {
  notStarted: 'default',
  inProgress: 'primary',
  completed: 'success',
};

/**
 * Current Assigned Tasks (spec 000 §2, §4): the incomplete series, each expandable to its chapters
 * with a status badge and a link to the chapter; 'No series assigned' when there is none. A
 * Coordinator's dashboard shows one per person, under that person's `heading`.
 */
export function AssignedTasks({
  series,
  heading = msg('dashboard.currentTasks'),
}: {
  series: readonly AssignedSeries[];
  heading?: string;
}) {
  const open = incompleteSeries(series);
  return (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {open.length === 0 && <p>{msg('dashboard.empty.noSeriesAssigned')}</p>}
      {open.map((s) => (
        <Accordion key={s.id} disableGutters variant="outlined">
          {/* MUI's Accordion puts the summary in an h3 itself: a heading in it would nest headings. */}
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span">{s.name}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <List dense disablePadding>
              {s.chapters.map((c) => {
                const status = chapterStatus(c.completeness);
                return (
                  <ListItem key={c.id} disableGutters sx={{ gap: 1 }}>
                    <Link component={RouterLink} to={chapterHref(c.id)}>
                      {c.name}
                    </Link>
                    <Chip size="small" label={statusText(status)} color={chipColour[status]} />
                  </ListItem>
                );
              })}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
    </section>
  );
}
