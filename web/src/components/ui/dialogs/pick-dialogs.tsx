import { useState } from 'react';
import { TextField } from '@mui/material';
import type { Notice } from '../notices/use-timed-notice';
import { PickList, type Choice } from '../pick-list';
import { ActionDialog } from './action-dialog';

/** One picker of a pick dialog: its label, its choices and, for server-side search, `onSearch`. */
export interface PickSource {
  label: string;
  choices: readonly Choice[];
  onSearch?: (text: string) => void;
}

/**
 * The name field and pick list of the create dialogs (Create Series Template, Create Project,
 * spec 001 §2.8, §2.10, §5): a required name and a pick-add-remove list.
 */
export function NameWithPicks({
  id,
  nameLabel,
  name,
  onName,
  picks,
  chosen,
  onChosen,
}: {
  id: string;
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  picks: PickSource;
  chosen: readonly Choice[];
  onChosen: (next: Choice[]) => void;
}) {
  return (
    <>
      <TextField
        id={id}
        label={nameLabel}
        value={name}
        onChange={(e) => onName(e.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
      <PickList
        label={picks.label}
        choices={picks.choices}
        chosen={chosen}
        onChange={onChosen}
        onSearch={picks.onSearch}
      />
    </>
  );
}

/**
 * The create dialogs of a name and picks (Create Series Template, Create Workbook; spec 001 §2.10,
 * §5): Create is disabled while the name is empty and, with `picksRequired`, while nothing is picked;
 * it sends the trimmed name and the picked ids. Success and failure go to `onNotice`; creating or
 * closing clears the fields.
 */
export function CreateWithPicksDialog({
  open,
  onClose,
  onNotice,
  title,
  confirmLabel,
  nameId,
  nameLabel,
  picks,
  picksRequired = false,
  onCreate,
  successText,
  errorText,
}: {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  title: string;
  confirmLabel: string;
  nameId: string;
  nameLabel: string;
  picks: PickSource;
  picksRequired?: boolean;
  onCreate: (name: string, ids: string[]) => Promise<unknown>;
  successText: string;
  errorText: string;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const reset = () => {
    setName('');
    setChosen([]);
  };
  return (
    <ActionDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      confirmDisabled={name.trim() === '' || (picksRequired && chosen.length === 0)}
      onConfirm={async () => {
        await onCreate(
          name.trim(),
          chosen.map((c) => c.id),
        );
        onNotice({ severity: 'success', text: successText });
        reset();
      }}
      onClose={() => {
        reset();
        onClose();
      }}
      onError={() => onNotice({ severity: 'error', text: errorText })}
    >
      <NameWithPicks
        id={nameId}
        nameLabel={nameLabel}
        name={name}
        onName={setName}
        picks={picks}
        chosen={chosen}
        onChosen={setChosen}
      />
    </ActionDialog>
  );
}

/**
 * The assign dialogs of spec 001 §2.8 and §5 (series to projects, members to a project, members,
 * a coordinator or projects to a series): one target (its picker is then disabled) and at least one
 * item, each once; Assign is enabled only with both. Success and failure go to `onNotice`; closing
 * clears the selections.
 */
export function AssignDialog({
  open,
  onClose,
  onNotice,
  title,
  confirmLabel,
  target,
  items,
  onAssign,
  successText,
  errorText,
}: {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  title: string;
  confirmLabel: string;
  target: PickSource;
  items: PickSource;
  onAssign: (targetId: string, itemIds: string[]) => Promise<unknown>;
  successText: string;
  errorText: string;
}) {
  const [chosenTarget, setChosenTarget] = useState<Choice[]>([]);
  const [chosen, setChosen] = useState<Choice[]>([]);
  const reset = () => {
    setChosenTarget([]);
    setChosen([]);
  };
  const [only] = chosenTarget;
  return (
    <ActionDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      confirmDisabled={only === undefined || chosen.length === 0}
      onConfirm={async () => {
        if (only === undefined) return;
        await onAssign(
          only.id,
          chosen.map((c) => c.id),
        );
        onNotice({ severity: 'success', text: successText });
        reset();
      }}
      onClose={() => {
        reset();
        onClose();
      }}
      onError={() => onNotice({ severity: 'error', text: errorText })}
    >
      <PickList
        label={target.label}
        choices={target.choices}
        chosen={chosenTarget}
        onChange={setChosenTarget}
        onSearch={target.onSearch}
        single
      />
      <PickList
        label={items.label}
        choices={items.choices}
        chosen={chosen}
        onChange={setChosen}
        onSearch={items.onSearch}
      />
    </ActionDialog>
  );
}
