import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { FormError } from '../../../components/ui/form/form-error';
import { BusyButton } from '../../../components/ui/busy-button';

/** Props of {@link EditableSection}. */
export interface EditableSectionProps {
  /** Whether the fields are locked; without `onToggleLock` the section has no lock. */
  locked: boolean;
  onToggleLock?: () => void;
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form-level failure or notice line, above the buttons. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The props of an {@link EditableSection} over a react-hook-form form: the lock toggle (only when
 * `mayToggle`; locking again puts the fields back to `original`), Reset to `original`, the dirty and
 * saving state, `submit` on Save and the form's error as the footer.
 */
export function formSectionProps<V extends FieldValues>({
  form,
  original,
  locked,
  setLocked,
  submit,
  mayToggle = true,
}: {
  form: UseFormReturn<V>;
  original: V;
  locked: boolean;
  setLocked: (update: (locked: boolean) => boolean) => void;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  mayToggle?: boolean;
}): Omit<EditableSectionProps, 'children'> {
  const { formState, reset } = form;
  return {
    locked,
    onToggleLock: mayToggle
      ? () => {
          if (!locked) reset(original);
          setLocked((v) => !v);
        }
      : undefined,
    dirty: formState.isDirty,
    saving: formState.isSubmitting,
    onReset: () => reset(original),
    onSubmit: (event) => void submit(event),
    footer: <FormError errors={formState.errors} />,
  };
}

/**
 * An editable tab of the account page (spec 002 §2.8, §4.4): a lock toggle (fields locked until
 * unlocked; locking again restores the previous values, which the owner does in `onToggleLock`),
 * Reset and Save, Save enabled only with changes, and 'Changes have been made.' while there are.
 */
export function EditableSection({
  locked,
  onToggleLock,
  dirty,
  saving,
  onReset,
  onSubmit,
  footer,
  children,
}: EditableSectionProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 640 }}>
      <Stack spacing={1}>
        {onToggleLock && (
          <FormControlLabel
            control={<Switch checked={!locked} onChange={onToggleLock} />}
            label={msg('users.action.unlock')}
          />
        )}
        {children}
        <div aria-live="polite">
          {dirty && (
            <Alert severity="info" role="status">
              {msg('users.manage.changesMade')}
            </Alert>
          )}
        </div>
        {footer}
        <Stack direction="row" spacing={2}>
          <Button onClick={onReset} disabled={!dirty || saving}>
            {msg('users.action.reset')}
          </Button>
          <BusyButton busy={saving} type="submit" disabled={!dirty}>
            {msg('users.action.save')}
          </BusyButton>
        </Stack>
      </Stack>
    </Box>
  );
}
