import { useId, useState } from 'react';
import { isNotPdf, isPdfTooLarge } from '@circles/shared/api/errors';
import { useForm } from 'react-hook-form';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { NOTE_MESSAGE_MAX_LENGTH, NOTE_PDF_MAX_BYTES } from '@circles/shared/schemas/note';
import { maxLengthRule, requiredRule } from '@circles/shared/rules/text';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { pdfProblem, useSendNote } from '../api/notes';
import { BusyButton } from '../../../components/ui/busy-button';

/**
 * Sends a note to `receiverId` (spec 002 §3.5, §7): a message of five rows and an optional PDF (PDF
 * only, at most the stated size); 'Successfully saved note.' or the spec's failure text.
 */
export function SendNoteForm({ receiverId }: { receiverId: string }) {
  const send = useSendNote();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  // A new key empties the file input after a send.
  const [fileKey, setFileKey] = useState(0);
  const fileId = useId();
  const [pdf, setPdf] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const mb = Math.round(NOTE_PDF_MAX_BYTES / (1024 * 1024));
  const form = useForm<{ message: string }>({
    defaultValues: { message: '' },
    resolver: rulesResolver((v) => ({
      message: requiredRule(v.message) ?? maxLengthRule(v.message, NOTE_MESSAGE_MAX_LENGTH),
    })),
  });
  const { control, formState, reset, setError } = form;

  const submit = form.handleSubmit(async ({ message }) => {
    if (fileError) return;
    try {
      await send.mutateAsync({ receiverId, message: message.trim(), pdf });
      reset({ message: '' });
      setPdf(undefined);
      setFileKey((k) => k + 1);
      notices.show({ severity: 'success', text: msg('users.success.noteSaved') });
    } catch (error) {
      setError(FORM_ERROR, {
        message: isNotPdf(error)
          ? msg('users.notes.notPdf')
          : isPdfTooLarge(error)
            ? msg('users.notes.pdfTooLarge', { mb })
            : msg('users.error.createNote'),
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 640 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {msg('users.action.sendNote')}
      </Typography>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="message"
          id="note-message"
          label={msg('users.field.message')}
          multiline
          rows={5}
          required
          fullWidth
          maxLength={NOTE_MESSAGE_MAX_LENGTH}
        />
        <Box>
          <label htmlFor={fileId}>
            <Typography component="span" sx={{ display: 'block', mb: 0.5 }}>
              {msg('users.field.pdf')}
            </Typography>
          </label>
          <input
            id={fileId}
            key={fileKey}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`${fileId}-help`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              const problem = file ? pdfProblem(file) : null;
              setPdf(file && !problem ? file : undefined);
              setFileError(
                problem === 'notPdf'
                  ? msg('users.notes.notPdf')
                  : problem === 'tooLarge'
                    ? msg('users.notes.pdfTooLarge', { mb })
                    : undefined,
              );
            }}
          />
          <FormHelperText id={`${fileId}-help`} error={Boolean(fileError)} aria-live="polite">
            {fileError ?? ' '}
          </FormHelperText>
        </Box>
        <FormError errors={formState.errors} />
        <Box>
          <BusyButton busy={formState.isSubmitting} type="submit">
            {msg('users.action.sendNote')}
          </BusyButton>
        </Box>
      </Stack>
    </Box>
  );
}
