import { useState } from 'react';
import { DialogContentText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { terminationRule } from '@circles/shared/rules/forms';
import { TERMINATION_REASONS } from '@circles/shared/rules/options';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import { todayIso } from '../utils/user-display';
import { DateField } from '../../../components/ui/form/date-field';

const REASON_KEYS = {
  'Request record removal': 'users.option.termination.recordRemoval',
  Deceased: 'users.option.termination.deceased',
} as const;

/**
 * The termination dialog of spec 002 §4.2, §5.10: 'Terminate User' / 'Are you sure you wish to
 * terminate this user?', with the termination date (today by default) and reason, both required
 * ('Please fill all fields' until they are).
 */
export function TerminateDialog({
  open,
  onTerminate,
  onClose,
  onError,
}: {
  open: boolean;
  onTerminate: (input: { date: string; reason: string }) => Promise<void>;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const problem = terminationRule({ date, reason });
  return (
    <ActionDialog
      open={open}
      title={msg('users.terminate.title')}
      confirmLabel={msg('users.action.terminate')}
      confirmColor="error"
      confirmDisabled={problem !== null}
      onConfirm={() => onTerminate({ date, reason })}
      onClose={onClose}
      onError={onError}
    >
      <Stack spacing={2}>
        <DialogContentText>{msg('users.terminate.body')}</DialogContentText>
        <DateField
          id="terminate-date"
          label={msg('users.field.terminationDate')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
        />
        <TextField
          id="terminate-reason"
          select
          label={msg('users.field.terminationReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        >
          {TERMINATION_REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {msg(REASON_KEYS[r])}
            </MenuItem>
          ))}
        </TextField>
        <Typography role="status" color="text.secondary">
          {problem ?? ''}
        </Typography>
      </Stack>
    </ActionDialog>
  );
}
