import { useForm } from 'react-hook-form';
import { Alert, Box, MenuItem, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { stickyNoteRule } from '@circles/shared/rules/forms';
import { maxLengthRule } from '@circles/shared/rules/text';
import { maxLengthOf } from '@circles/shared/schemas/field-limits';
import { stickyNoteCreateBodySchema } from '@circles/shared/schemas/people';
import { STICKY_NOTE_LEVELS } from '@circles/shared/rules/options';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { monthDayYear } from '../utils/user-display';
import { BusyButton } from '../../../components/ui/busy-button';

/** A sticky note as the tab shows it (spec 002 §3.4). */
export interface StickyNoteView {
  id: string;
  level: string;
  message: string;
  createdAt?: string;
  createdByName?: string;
}

/** The server's limit of a sticky note's message. */
const MESSAGE_MAX = maxLengthOf(stickyNoteCreateBodySchema, 'message');

interface StickyValues {
  level: string;
  message: string;
}

const SEVERITY: Record<string, 'info' | 'warning' | 'error'> = {
  Info: 'info',
  Warning: 'warning',
  Danger: 'error',
};

/**
 * The Sticky Notes tab of spec 002 §2.1 / §3.4: the member's notes, newest first, and (for those who
 * may add them) a form with level and message; both are required with the spec's one text (§5.11).
 */
export function StickyNotesTab({
  notes,
  canAdd,
  onAdd,
}: {
  notes: readonly StickyNoteView[];
  canAdd: boolean;
  onAdd: (values: StickyValues) => Promise<void>;
}) {
  const form = useForm<StickyValues>({
    defaultValues: { level: '', message: '' },
    // One text for both fields (spec 002 §5.11), shown once above the button; then the length limit.
    resolver: rulesResolver((values) => ({
      message:
        stickyNoteRule(values) ??
        (MESSAGE_MAX === undefined ? null : maxLengthRule(values.message, MESSAGE_MAX)),
    })),
  });
  const { control, formState } = form;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onAdd(values);
      form.reset({ level: '', message: '' });
    } catch (error) {
      if (!applyServerIssues(error, ['level', 'message'], form.setError))
        form.setError(FORM_ERROR, { message: msg('users.error.saveNote') });
    }
  });

  return (
    <Stack spacing={2}>
      {canAdd && (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 560 }}>
          <Stack spacing={1}>
            <FormTextField
              control={control}
              name="level"
              id="sticky-level"
              select
              label={msg('users.field.level')}
              required
            >
              {STICKY_NOTE_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {msg(`users.option.stickyLevel.${level}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="message"
              id="sticky-message"
              label={msg('users.field.message')}
              required
              multiline
              minRows={3}
              maxRows={12}
              maxLength={MESSAGE_MAX}
            />
            <FormError errors={formState.errors} />
            <Box>
              <BusyButton busy={formState.isSubmitting} type="submit">
                {msg('users.action.addStickyNote')}
              </BusyButton>
            </Box>
          </Stack>
        </Box>
      )}
      {notes.length === 0 ? (
        <Typography>{msg('users.sticky.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note) => (
            <Box component="li" key={note.id}>
              <Alert severity={SEVERITY[note.level] ?? 'info'} icon={false}>
                <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
                  {msg('users.sticky.by', {
                    level: note.level,
                    name: note.createdByName ?? '',
                    date: monthDayYear(note.createdAt),
                  })}
                </Typography>
                <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                  {note.message}
                </Typography>
              </Alert>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
