import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import type { SurveySummary } from '@circles/shared/schemas/module';
import { msg } from '@circles/shared/messages/modules';
import type { MemberChoice } from '../api/member-choices';

/** Pause in typing before the member search is sent. */
const SEARCH_PAUSE_MS = 300;

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
}: {
  members: readonly MemberChoice[];
  templates: readonly SurveySummary[];
  value: StartChoice;
  onChange: (next: StartChoice) => void;
  errors?: StartErrors;
  disabled?: boolean;
  /** When given, a search field above the member select narrows the members on the server. */
  onMemberSearch?: (text: string) => void;
}) {
  const [search, setSearch] = useState('');
  // The chosen member stays in the select while a search narrows the others.
  const [picked, setPicked] = useState<MemberChoice>();
  const shown =
    picked && picked.id === value.patientId && !members.some((m) => m.id === picked.id)
      ? [picked, ...members]
      : members;
  useEffect(() => {
    if (!onMemberSearch) return;
    const timer = setTimeout(() => onMemberSearch(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, onMemberSearch]);
  return (
    <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 360 } }}>
      {onMemberSearch && (
        <TextField
          id="start-member-search"
          type="search"
          size="small"
          label={msg('modules.field.memberSearch')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          disabled={disabled}
        />
      )}
      <TextField
        select
        id="start-member"
        label={msg('modules.field.member')}
        value={value.patientId}
        onChange={(e) => {
          setPicked(members.find((m) => m.id === e.target.value));
          onChange({ ...value, patientId: e.target.value });
        }}
        error={Boolean(errors.patientId)}
        helperText={errors.patientId ?? ' '}
        disabled={disabled}
        required
      >
        {shown.map((m) => (
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
