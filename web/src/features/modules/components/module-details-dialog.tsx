import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModuleSummary } from '@circles/shared/schemas/module';
import { DetailsTable, type DetailRow } from '../../../components/ui/details-table';
import { shownDate } from '../../../lib/shown-date';

/**
 * The module details dialog (spec 001 §4, 002 §2): started, started by, last modified, by whom, and
 * who approved it or 'This Module has not been approved yet.'.
 */
export function ModuleDetailsDialog({
  module,
  open,
  onClose,
}: {
  module: MemberModuleSummary;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const rows: DetailRow[] = [
    [msg('modules.details.started'), shownDate(module.createdAt)],
    [msg('modules.details.startedBy'), module.createdByName ?? msg('modules.details.unnamed')],
    [msg('modules.details.modified'), shownDate(module.updatedAt)],
    [msg('modules.details.modifiedBy'), module.modifiedByName ?? msg('modules.details.unnamed')],
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{msg('modules.details.title')}</DialogTitle>
      <DialogContent>
        <DetailsTable aria-labelledby={titleId} rows={rows} />
        <Typography sx={{ mt: 2 }}>
          {module.approved
            ? msg('modules.details.approvedBy', {
                name: module.approvedByName ?? msg('modules.details.unnamed'),
                date: module.approvedAt ? shownDate(module.approvedAt) : '',
              })
            : msg('modules.notApprovedYet')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{msg('modules.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
