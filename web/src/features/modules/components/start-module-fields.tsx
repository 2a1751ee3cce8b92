import { MenuItem, Stack, TextField } from '@mui/material';
import type { ModuleTemplateSummary } from '@circles/shared/schemas/module';
import { msg } from '@circles/shared/messages/modules';
import { MemberPickFields } from '../../../components/ui/member-pick-fields';
import type { MemberChoice } from '../api/member-choices';
import { localName } from '../../../lib/i18n/local-name';

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
  onMemberSearch,
  initialMember,
}: {
  members: readonly MemberChoice[];
  templates: readonly ModuleTemplateSummary[];
  value: StartChoice;
  onChange: (next: StartChoice) => void;
  errors?: StartErrors;
  disabled?: boolean;
  /** When given, a search field above the member select narrows the members on the server. */
  onMemberSearch?: (text: string) => void;
  /** A member preselected by a link (kept in the select while a search narrows the others). */
  initialMember?: MemberChoice;
}) {
  return (
    <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
      <MemberPickFields
        idPrefix="start-member"
        members={members}
        value={value.patientId}
        onChange={(memberId) => onChange({ ...value, patientId: memberId })}
        error={errors.patientId}
        disabled={disabled}
        onSearch={onMemberSearch}
        initial={initialMember}
      />
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
            {localName(t)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
