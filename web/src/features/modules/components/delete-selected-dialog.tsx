import { msg } from '@circles/shared/messages/modules';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';

/** The dialog texts of each view, each key spelled out (the unused-texts check reads them). */
const TEXTS = {
  deleteTemplate: () => ({
    titleOne: msg('modules.deleteTemplate.titleOne'),
    bodyOne: msg('modules.deleteTemplate.bodyOne'),
    titleMany: msg('modules.deleteTemplate.titleMany'),
    bodyMany: (n: number) => msg('modules.deleteTemplate.bodyMany', { n }),
  }),
  deleteModule: () => ({
    titleOne: msg('modules.deleteModule.titleOne'),
    bodyOne: msg('modules.deleteModule.bodyOne'),
    titleMany: msg('modules.deleteModule.titleMany'),
    bodyMany: (n: number) => msg('modules.deleteModule.bodyMany', { n }),
  }),
};

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
  texts: keyof typeof TEXTS;
  remove: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
  onNotice: (n: Notice) => void;
}) {
  return (
    <DeleteDialog
      open={ids.length > 0}
      count={ids.length}
      texts={TEXTS[texts]()}
      onDelete={async () => {
        await remove(ids);
        onNotice({ severity: 'success', text: msg('modules.success.deleted') });
      }}
      onClose={onClose}
      onError={() => onNotice({ severity: 'error', text: msg('modules.error.saveChapters') })}
    />
  );
}
