import { MenuItem, Stack, TextField } from '@mui/material';
import type { SurveySummary } from '@circles/shared/schemas/module';
import { msg } from '@circles/shared/messages/modules';
import type { MemberChoice } from '../api/member-choices';

/** The two choices of a start: a member and a module template. */
export interface StartChoice {
  patientId: string;
  templateId: string;
}

/** Field errors of a start (the page shows them under the fields, spec 001 §5). */
export interface StartErrors {
  patientId?: string;
  templateId?: string;
}

/** The start page's check (spec 001 §5): member and module required, each with its own text. */
export function startErrors(choice: StartChoice): StartErrors {
  return {
    ...(choice.patientId ? {} : { patientId: msg('modules.validation.selectPatient') }),
    ...(choice.templateId ? {} : { templateId: msg('modules.validation.selectBooklet') }),
  };
}

/** The member and module selects of the Start a Module page and the Start Member Module dialog. */
export function StartModuleFields({
  members,
  templates,
  value,
  onChange,
  errors = {},
  disabled,
}: {
  members: readonly MemberChoice[];
  templates: readonly SurveySummary[];
  value: StartChoice;
  onChange: (next: StartChoice) => void;
  errors?: StartErrors;
  disabled?: boolean;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
      <TextField
        select
        id="start-member"
        label={msg('modules.field.member')}
        value={value.patientId}
        onChange={(e) => onChange({ ...value, patientId: e.target.value })}
        error={Boolean(errors.patientId)}
        helperText={errors.patientId ?? ' '}
        disabled={disabled}
        required
      >
        {members.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="start-module"
        label={msg('modules.field.module')}
        value={value.templateId}
        onChange={(e) => onChange({ ...value, templateId: e.target.value })}
        error={Boolean(errors.templateId)}
        helperText={errors.templateId ?? ' '}
        disabled={disabled}
        required
      >
        {templates.map((t) => (
          <MenuItem key={t._id} value={t._id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
