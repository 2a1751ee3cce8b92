import { msg } from '@circles/shared/messages/modules';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';

/**
 * The Delete of either view of the Workbook tab (spec 001 §2.10): the selected ids go to `remove`;
 * 'Deleted' or the failure goes to the screen's notice.
 */
export function DeleteSelectedDialog({
  ids,
  texts,
  remove,
  onClose,
  onNotice,
}: {
  ids: string[];
  texts: 'deleteTemplate' | 'deleteModule';
  remove: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
  onNotice: (n: Notice) => void;
}) {
  return (
    <DeleteDialog
      open={ids.length > 0}
      count={ids.length}
      texts={{
        titleOne: msg(`modules.${texts}.titleOne`),
        bodyOne: msg(`modules.${texts}.bodyOne`),
        titleMany: msg(`modules.${texts}.titleMany`),
        bodyMany: (n) => msg(`modules.${texts}.bodyMany`, { n }),
      }}
      onDelete={async () => {
        await remove(ids);
        onNotice({ severity: 'success', text: msg('modules.success.deleted') });
      }}
      onClose={onClose}
      onError={() => onNotice({ severity: 'error', text: msg('modules.error.saveChapters') })}
    />
  );
}
