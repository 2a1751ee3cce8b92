import { DialogContentText } from '@mui/material';
import { msg } from '@circles/shared/messages/kit';
import { ActionDialog } from './action-dialog';

/**
 * The texts of a delete dialog, from the screen's messages area: singular for one item, and for
 * several a title and a body given the count (`msg('…deleteMany.body', { n })`).
 */
export interface DeleteTexts {
  titleOne: string;
  bodyOne: string;
  titleMany: string;
  bodyMany: (count: number) => string;
}

/** The title and body of one delete dialog for `count` items (spec 001 §2.8, §2.10). */
export function deleteTexts(texts: DeleteTexts, count: number): { title: string; body: string } {
  return count === 1
    ? { title: texts.titleOne, body: texts.bodyOne }
    : { title: texts.titleMany, body: texts.bodyMany(count) };
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
