import { useState } from 'react';
import { Stack, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/followups';
import { SERVICE_PHONE_MAX } from '@circles/shared/schemas/followup-resources';
import { TEXT_MAX } from '@circles/shared/schemas/limits';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';

/** The fields of one service as the Admin types them. */
export interface ServiceDraft {
  name: string;
  phone: string;
  notes: string;
}

/** Per-field problems of a service (required, too long, a name taken, the server's issues). */
export type ServiceErrors = Partial<Record<keyof ServiceDraft, string>>;

/** Thrown by Save when a field is wrong: the dialog stays open with the field's message. */
export class ServiceInvalid extends Error {
  constructor(readonly errors: ServiceErrors) {
    super('invalid service');
  }
}

/**
 * Add a service, or edit one (its name, phone and notes), in a facility's list (issue 24 §2). Save runs
 * `onSave`; a {@link ServiceInvalid} keeps the dialog open with the fields' messages, any other failure
 * is the screen's notice.
 */
export function ServiceDialog({
  open,
  initial,
  onSave,
  onClose,
  onError,
}: {
  open: boolean;
  /** The service edited; undefined to add one. */
  initial?: ServiceDraft;
  onSave: (draft: ServiceDraft) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const [draft, setDraft] = useState<ServiceDraft>(initial ?? { name: '', phone: '', notes: '' });
  const [errors, setErrors] = useState<ServiceErrors>({});
  const set = (patch: Partial<ServiceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = (name: keyof ServiceDraft, max: number) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { maxLength: max } },
  });
  return (
    <ActionDialog
      open={open}
      title={msg(initial ? 'followups.resources.dialog.edit' : 'followups.resources.dialog.add')}
      confirmLabel={msg('followups.resources.saveButton')}
      onConfirm={async () => {
        if (draft.name.trim() === '') throw new ServiceInvalid({ name: msg('followups.field.required') });
        setErrors({});
        await onSave(draft);
      }}
      onClose={onClose}
      onError={(error) => {
        if (error instanceof ServiceInvalid) setErrors(error.errors);
        else onError(error);
      }}
    >
      <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 400 } }}>
        <TextField
          required
          label={msg('followups.resources.field.name')}
          {...field('name', TEXT_MAX.short)}
        />
        <TextField label={msg('followups.resources.field.phone')} {...field('phone', SERVICE_PHONE_MAX)} />
        <TextField
          multiline
          minRows={2}
          label={msg('followups.resources.field.notes')}
          {...field('notes', TEXT_MAX.long)}
        />
      </Stack>
    </ActionDialog>
  );
}
