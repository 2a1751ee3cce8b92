import { useEffect, useId, useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, TextField } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { msg } from '@circles/shared/messages/kit';

/** Pause in typing before a pick list's search is reported (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

/** A choice of a pick list: an id and its shown name. */
export interface Choice {
  id: string;
  name: string;
}

/**
 * A pick-add-remove list of the assign and create dialogs (spec 001 §2.8, §2.10, §5): pick a choice, Add puts it on the
 * list (Add is disabled until one is picked; listed choices are disabled in the picker, so each is
 * added once); each listed item is removable. `single` allows one item: the picker is then disabled.
 * With `onSearch`, a search field above the picker reports its text (after a short pause in typing)
 * so the caller can ask the server for matching choices (the choices then change; chosen items stay).
 */
export function PickList({
  label,
  choices,
  chosen,
  onChange,
  single = false,
  onSearch,
}: {
  label: string;
  choices: readonly Choice[];
  chosen: readonly Choice[];
  onChange: (next: Choice[]) => void;
  single?: boolean;
  onSearch?: (text: string) => void;
}) {
  const [picked, setPicked] = useState('');
  const [search, setSearch] = useState('');
  const id = useId();
  useEffect(() => {
    if (!onSearch) return;
    const timer = setTimeout(() => onSearch(search), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, onSearch]);
  const full = single && chosen.length > 0;
  const listed = new Set(chosen.map((c) => c.id));
  const add = () => {
    const choice = choices.find((c) => c.id === picked);
    if (choice && !listed.has(choice.id)) onChange([...chosen, choice]);
    setPicked('');
  };
  return (
    <Box sx={{ mt: 1 }}>
      {/* Hidden once a single-choice list is full: there is nothing left to pick. */}
      {onSearch && !full && (
        <TextField
          id={`${id}-search`}
          type="search"
          size="small"
          label={msg('kit.pickList.search', { label })}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mb: 1, width: '100%', maxWidth: 360 }}
        />
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          id={id}
          select
          label={label}
          value={picked}
          onChange={(e) => setPicked(e.target.value)}
          disabled={full}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          // Shrinks on a phone so Add stays inside the dialog (French 'Ajouter' was cut at 390 px).
          sx={{ flex: { xs: 1, sm: 'initial' }, minWidth: { xs: 0, sm: 260 } }}
        >
          <option value="" />
          {choices.map((c) => (
            <option key={c.id} value={c.id} disabled={listed.has(c.id)}>
              {c.name}
            </option>
          ))}
        </TextField>
        <Button onClick={add} disabled={picked === '' || full} sx={{ flexShrink: 0 }}>
          {msg('kit.pickList.add')}
        </Button>
      </Box>
      <List dense aria-label={msg('kit.pickList.chosen', { label })}>
        {chosen.map((c) => (
          <ListItem
            key={c.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={msg('kit.pickList.remove', { name: c.name })}
                onClick={() => onChange(chosen.filter((x) => x.id !== c.id))}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={c.name} secondary={c.id} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
