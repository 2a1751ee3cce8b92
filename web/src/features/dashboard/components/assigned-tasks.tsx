import { Link as RouterLink } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Link,
  List,
  ListItem,
  Paper,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { msg } from '@circles/shared/messages/dashboard';
import {
  chapterHref,
  chapterStatus,
  incompleteSeries,
  statusText,
  type AssignedChapter,
  type AssignedSeries,
  type ChapterStatus,
} from '../utils/tasks';

const chipColour: Record<ChapterStatus, 'default' | 'primary' | 'success'> = {
  notStarted: 'default',
  inProgress: 'primary',
  completed: 'success',
};

/** A chapter or module: its link and its status badge. */
function TaskItem({ task }: { task: AssignedChapter }) {
  const status = chapterStatus(task.completeness);
  return (
    <ListItem disableGutters sx={{ gap: 1 }}>
      <Link component={RouterLink} to={chapterHref(task.id)}>
        {task.name}
      </Link>
      <Chip size="small" label={statusText(status)} color={chipColour[status]} />
    </ListItem>
  );
}

/**
 * Current Assigned Tasks (spec 000 §2, §4): the incomplete series, each expandable to its chapters
 * with a status badge and a link to the chapter, then the incomplete modules started outside any series
 * (issue 20: 'the assigned series and modules with progress'); 'No series assigned' when there is
 * none. A Coordinator's dashboard shows one per person, under that person's `heading`.
 */
export function AssignedTasks({
  series,
  modules = [],
  heading = msg('dashboard.currentTasks'),
}: {
  series: readonly AssignedSeries[];
  /** The person's incomplete modules outside any series. */
  modules?: readonly AssignedChapter[];
  heading?: string;
}) {
  const open = incompleteSeries(series);
  return (
    <section aria-label={heading}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {open.length === 0 && modules.length === 0 && <p>{msg('dashboard.empty.noSeriesAssigned')}</p>}
      {open.map((s) => (
        <Accordion key={s.id} disableGutters variant="outlined">
          {/* MUI's Accordion puts the summary in an h3 itself: a heading in it would nest headings. */}
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="span">{s.name}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <List dense disablePadding>
              {s.chapters.map((c) => (
                <TaskItem key={c.id} task={c} />
              ))}
            </List>
          </AccordionDetails>
        </Accordion>
      ))}
      {modules.length > 0 && (
        <Paper variant="outlined" sx={{ px: 2, py: 0.5, mt: open.length > 0 ? 1 : 0 }}>
          <List dense disablePadding>
            {modules.map((m) => (
              <TaskItem key={m.id} task={m} />
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}
