import { DialogContentText } from '@mui/material';
import { msg, type MessageKey } from '@circles/shared/messages/catalogue';
import { ActionDialog } from './action-dialog';

/** The four texts of a delete dialog: singular for one item, plural with `{n}` for several. */
export interface DeleteTexts {
  titleOne: MessageKey;
  titleMany: MessageKey;
  bodyOne: MessageKey;
  /** Holds `{n}`, the number of items. */
  bodyMany: MessageKey;
}

/** The texts of one delete dialog for `count` items (spec 001 §2.8, §2.10). */
export function deleteTexts(texts: DeleteTexts, count: number): { title: string; body: string } {
  return count === 1
    ? { title: msg(texts.titleOne), body: msg(texts.bodyOne) }
    : { title: msg(texts.titleMany), body: msg(texts.bodyMany, { n: count }) };
}

/**
 * A delete dialog (spec 001 §2.10): singular text for one item, the count for several, the
 * executing state of every dialog, and closing on failure (the screen shows the failure notice).
 */
export function DeleteDialog({
  open,
  count,
  texts,
  onDelete,
  onClose,
  onError,
}: {
  open: boolean;
  count: number;
  texts: DeleteTexts;
  onDelete: () => Promise<void>;
  onClose: () => void;
  onError?: (error: unknown) => void;
}) {
  const { title, body } = deleteTexts(texts, count);
  return (
    <ActionDialog
      open={open}
      title={title}
      confirmLabel={msg('kit.dialog.delete')}
      confirmColor="error"
      onConfirm={onDelete}
      onClose={onClose}
      onError={onError}
      closeOnFailure
    >
      <DialogContentText>{body}</DialogContentText>
    </ActionDialog>
  );
}
