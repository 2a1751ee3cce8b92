import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { msg } from '@circles/shared/messages/research';
import {
  researchExportStartBodySchema,
  type ResearchExportStartBody,
} from '@circles/shared/schemas/research';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useStartResearchExport } from '../api/research-exports';
import { localName } from '../../../lib/i18n/local-name';
import { DateField } from '../../../components/ui/form/date-field';

const FIELDS = ['seriesTemplateIds', 'from', 'to'] as const;

/** Today and a year before it, as the date fields' first values (UTC days, as the server reads them). */
function defaultDates(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  return { from: from.toISOString().slice(0, 10), to };
}

/** The series as a group of check boxes in a fieldset (its legend names the group for screen readers). */
function SeriesChoice({
  control,
  series,
}: {
  control: Control<ResearchExportStartBody>;
  series: readonly { id: string; name: string; nameFr?: string }[];
}) {
  const { field, fieldState } = useController({ control, name: 'seriesTemplateIds' });
  const chosen = new Set(field.value);
  const toggle = (id: string) =>
    field.onChange(chosen.has(id) ? field.value.filter((v) => v !== id) : [...field.value, id]);
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} variant="standard">
      <FormLabel component="legend">{msg('research.series')}</FormLabel>
      <FormGroup>
        {series.map((s, i) => (
          <FormControlLabel
            key={s.id}
            label={localName(s)}
            control={
              <Checkbox
                checked={chosen.has(s.id)}
                onChange={() => toggle(s.id)}
                onBlur={field.onBlur}
                inputRef={i === 0 ? field.ref : undefined}
                name="seriesTemplateIds"
                value={s.id}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText aria-live="polite">
        {fieldState.error?.message ?? msg('research.series.help')}
      </FormHelperText>
    </FormControl>
  );
}

/**
 * Choose series and completion dates, then start an export (202: the job runs on its own and the list
 * shows its progress). Rules are the request schema's; the server's 400 issues show under the fields.
 */
export function ResearchExportForm({
  series,
}: {
  series: readonly { id: string; name: string; nameFr?: string }[];
}) {
  const start = useStartResearchExport();
  const { control, handleSubmit, setError } = useForm<ResearchExportStartBody>({
    resolver: zodResolver(researchExportStartBodySchema),
    defaultValues: { seriesTemplateIds: [], ...defaultDates() },
  });
  // A failure the fields do not explain (not a 400 with field issues) is said under the button.
  const [failed, setFailed] = useState(false);
  const submit = handleSubmit(async (body) => {
    setFailed(false);
    try {
      await start.mutateAsync(body);
    } catch (err) {
      setFailed(!applyServerIssues(err, FIELDS, setError));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="research-form-title">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <SeriesChoice control={control} series={series} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="from"
            as={DateField}
            required
            label={msg('research.from')}
            fullWidth
          />
          <FormTextField
            control={control}
            name="to"
            as={DateField}
            required
            label={msg('research.to')}
            fullWidth
          />
        </Stack>
        <SubmitButton busy={start.isPending}>
          {start.isPending ? msg('research.starting') : msg('research.start')}
        </SubmitButton>
        {start.isSuccess && <Alert severity="success">{msg('research.started')}</Alert>}
        {failed && (
          <Alert severity="error" role="alert">
            {msg('research.startError')}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
