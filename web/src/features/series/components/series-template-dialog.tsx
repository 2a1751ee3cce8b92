import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { SeriesTemplate } from '@circles/shared/schemas/series';
import { DetailsTable, type DetailRow } from '../../../components/ui/details-table';
import { shownDate } from '../../../lib/shown-date';
import { localName } from '../../../lib/i18n/local-name';

/**
 * View of one series template (spec 001 §2.1 Series tab). The spec gives series templates no view
 * page and says "The View button is disabled in the table"; Decision: View of one selected template
 * opens this read-only dialog instead of a dead button: its name and id, the audit fields, the counts
 * of the table (projects, members, instances) and its module templates in chapter order — what an
 * instance started from it will hold. It shows only what the list already answered (no request), so
 * a Volunteer or member sees no more than the row they may read.
 */
export function SeriesTemplateDialog({
  series,
  onClose,
}: {
  series: SeriesTemplate | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const chaptersId = useId();
  const rows: DetailRow[] = series
    ? [
        [msg('modules.col.name'), localName(series)],
        [msg('modules.series.filter.collectionId'), series._id],
        [msg('modules.details.started'), shownDate(series.createdAt)],
        [msg('modules.details.startedBy'), series.createdByName ?? msg('modules.details.unnamed')],
        [msg('modules.details.modified'), shownDate(series.updatedAt)],
        [msg('modules.details.modifiedBy'), series.modifiedByName ?? msg('modules.details.unnamed')],
        [msg('modules.series.col.projects'), String(series.projectList.length)],
        [msg('modules.series.col.members'), String(series.memberList.length)],
        [msg('modules.series.col.instances'), String(series.memberCollectionCount)],
      ]
    : [];
  return (
    <Dialog open={series !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{msg('modules.series.viewTemplate.title')}</DialogTitle>
      <DialogContent>
        <DetailsTable aria-labelledby={titleId} rows={rows} />
        <Typography id={chaptersId} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {msg('modules.series.col.moduleTemplates')}
        </Typography>
        {series && series.surveys.length === 0 ? (
          <Typography>{msg('modules.series.viewTemplate.none')}</Typography>
        ) : (
          <List dense aria-labelledby={chaptersId} component="ol">
            {series?.surveys.map((s) => (
              <ListItem key={s._id}>
                <ListItemText primary={localName(s)} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{msg('modules.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
