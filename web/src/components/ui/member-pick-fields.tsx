import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { UserChoice } from '../../lib/user-choices';

/** Pause in typing before the member search is sent. */
const SEARCH_PAUSE_MS = 300;

/**
 * The member search field and member select of the start pages and the Start Member Module dialog
 * (spec 001 §2.2, §2.3, §2.10): typing sends `onSearch` after a pause, so the members are searched
 * on the server (without `onSearch` there is no search field); the chosen member (or `initial`, a
 * member preselected by a link) stays in the select while a search narrows the others. The ids are
 * `{idPrefix}` (the select) and `{idPrefix}-search`.
 */
export function MemberPickFields({
  idPrefix,
  members,
  value,
  onChange,
  error,
  disabled,
  onSearch,
  initial,
}: {
  idPrefix: string;
  members: readonly UserChoice[];
  /** The chosen member's id ('' for none). */
  value: string;
  onChange: (memberId: string) => void;
  /** The text under the select (a field error). */
  error?: string;
  disabled?: boolean;
  onSearch?: (text: string) => void;
  initial?: UserChoice;
}) {
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<UserChoice | undefined>(initial);
  useEffect(() => {
    if (!onSearch) return;
    const timer = setTimeout(() => onSearch(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  const shown =
    picked && picked.id === value && !members.some((m) => m.id === picked.id)
      ? [picked, ...members]
      : members;
  return (
    <>
      {onSearch && (
        <TextField
          id={`${idPrefix}-search`}
          type="search"
          size="small"
          label={msg('modules.field.memberSearch')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          disabled={disabled}
        />
      )}
      <TextField
        select
        id={idPrefix}
        label={msg('modules.field.member')}
        value={value}
        onChange={(e) => {
          setPicked(shown.find((m) => m.id === e.target.value));
          onChange(e.target.value);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        disabled={disabled}
        required
      >
        {shown.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
