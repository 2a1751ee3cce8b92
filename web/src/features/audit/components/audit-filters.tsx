import { useEffect, useState, type FormEvent } from 'react';
import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { ROLES, type Role } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/audit';
import { AUDIT_ACTION_SUGGESTIONS, auditActionSchema } from '@circles/shared/schemas/audit';
import { useUserChoices, type UserChoice } from '../../../lib/user-choices';
import { DateField } from '../../../components/ui/form/date-field';

/** Pause in typing before a name search is sent. */
const SEARCH_PAUSE_MS = 300;

/** The audit screen's filters as the form holds them: people picked by name, days as `yyyy-mm-dd`. */
export interface AuditFilterValues {
  member: UserChoice | null;
  actor: UserChoice | null;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { member: null, actor: null, action: '', from: '', to: '' };

/** A user picked by name, searched on the server as one types (combobox: keyboard and screen readers). */
function UserField({
  id,
  label,
  roles,
  value,
  onChange,
}: {
  id: string;
  label: string;
  roles: readonly Role[];
  value: UserChoice | null;
  onChange: (value: UserChoice | null) => void;
}) {
  const [input, setInput] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input === value?.name ? '' : input), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input, value]);
  // Asked for only once the list opens: the screen does not load every picker's users up front.
  const [open, setOpen] = useState(false);
  const choices = useUserChoices({ roles, search, enabled: open });
  const options = choices.data ?? [];
  return (
    <Autocomplete
      id={id}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      // The server filters by name; the shown options are its answer.
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={choices.isFetching}
      noOptionsText={msg('audit.filter.noMatch')}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={msg('audit.filter.searchHint')} />
      )}
    />
  );
}

/**
 * The filters of the audit screen: whose record, the user who acted, the action (suggested codes, any code
 * typed), and a range of days (in the viewer's time zone, both days included). Enter or 'Apply filters'
 * applies them; 'Clear filters' removes them all.
 */
export function AuditFilters({
  initial,
  onApply,
}: {
  initial: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  // The screen remounts the form when the applied filters change (its key), so `initial` is read once.
  const [values, setValues] = useState(initial);
  const set = <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const action = values.action.trim();
  const actionError = action !== '' && !auditActionSchema.safeParse(action).success;
  const rangeError = values.from !== '' && values.to !== '' && values.from > values.to;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!actionError && !rangeError) onApply({ ...values, action });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={msg('audit.filters')}
      onSubmit={submit}
      noValidate
      sx={{ mb: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          alignItems: 'start',
        }}
      >
        <UserField
          id="audit-member"
          label={msg('audit.filter.member')}
          roles={['Patient']}
          value={values.member}
          onChange={(v) => set('member', v)}
        />
        <UserField
          id="audit-actor"
          label={msg('audit.filter.actor')}
          roles={ROLES}
          value={values.actor}
          onChange={(v) => set('actor', v)}
        />
        <Autocomplete
          id="audit-action"
          freeSolo
          options={AUDIT_ACTION_SUGGESTIONS}
          inputValue={values.action}
          onInputChange={(_e, next) => set('action', next)}
          renderInput={(params) => (
            <TextField
              {...params}
              label={msg('audit.filter.action')}
              error={actionError}
              helperText={actionError ? msg('audit.api.actionInvalid') : msg('audit.filter.actionHint')}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <DateField
            id="audit-from"
            label={msg('audit.filter.from')}
            value={values.from}
            onChange={(e) => set('from', e.target.value)}
            helperText=" "
          />
          <DateField
            id="audit-to"
            label={msg('audit.filter.to')}
            value={values.to}
            onChange={(e) => set('to', e.target.value)}
            error={rangeError}
            helperText={rangeError ? msg('audit.filter.rangeOrder') : ' '}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: { sm: 56 } }}>
          <Button type="submit" variant="contained">
            {msg('audit.filter.apply')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setValues(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {msg('audit.filter.clear')}
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
