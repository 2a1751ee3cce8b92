import { useState, type ReactNode } from 'react';
import { isStale } from '@circles/shared/api/errors';
import { Alert, TextField } from '@mui/material';
import type { Notice } from '../notices/use-timed-notice';
import { FrenchNameField } from '../french-name-field';
import { PickList, type Choice } from '../pick-list';
import { ActionDialog } from './action-dialog';

/**
 * One picker of a pick dialog: its label, its choices and, for server-side search, `onSearch`;
 * `loadError`: the text saying its choices did not load (shown above it).
 */
export interface PickSource {
  label: string;
  choices: readonly Choice[];
  onSearch?: (text: string) => void;
  loadError?: string;
}

/** One picker of a {@link PickSource}, under its load failure when there is one. */
function SourcePicker({
  source,
  chosen,
  onChange,
  single,
}: {
  source: PickSource;
  chosen: readonly Choice[];
  onChange: (next: Choice[]) => void;
  single?: boolean;
}) {
  return (
    <>
      {source.loadError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {source.loadError}
        </Alert>
      ) : null}
      <PickList
        label={source.label}
        choices={source.choices}
        chosen={chosen}
        onChange={onChange}
        onSearch={source.onSearch}
        single={single}
      />
    </>
  );
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
  frenchName,
  picks,
  chosen,
  onChosen,
}: {
  id: string;
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  /** The optional French name's field (issue 25), after the name. */
  frenchName?: { id: string; maxLength: number; value: string; onChange: (value: string) => void };
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
      {frenchName && <FrenchNameField {...frenchName} fullWidth sx={{ mt: 2 }} />}
      <SourcePicker source={picks} chosen={chosen} onChange={onChosen} />
    </>
  );
}

/** What every pick dialog is told: when it shows, its texts, and where its outcome goes. */
interface PickDialogProps {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  title: string;
  confirmLabel: string;
  successText: string;
  errorText: string;
  /** What a refusal because the record changed elsewhere (409) says, when it differs from `errorText`. */
  staleText?: string;
}

/**
 * The ActionDialog of the pick dialogs: `run` makes the call (answering false when there was nothing to
 * call); after a call `successText` goes to `onNotice` and the fields clear (`reset`), as they do on
 * closing; a failure sends `errorText` (`staleText` for a record changed elsewhere, when given).
 */
function PickActionDialog({
  open,
  onClose,
  onNotice,
  title,
  confirmLabel,
  successText,
  errorText,
  staleText,
  confirmDisabled,
  run,
  reset,
  children,
}: PickDialogProps & {
  confirmDisabled: boolean;
  run: () => Promise<boolean>;
  reset: () => void;
  children: ReactNode;
}) {
  return (
    <ActionDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      confirmDisabled={confirmDisabled}
      onConfirm={async () => {
        if (!(await run())) return;
        onNotice({ severity: 'success', text: successText });
        reset();
      }}
      onClose={() => {
        reset();
        onClose();
      }}
      onError={(error) =>
        onNotice({ severity: 'error', text: staleText && isStale(error) ? staleText : errorText })
      }
    >
      {children}
    </ActionDialog>
  );
}

/**
 * The create dialogs of a name and picks (Create Series Template, Create Workbook; spec 001 §2.10,
 * §5): Create is disabled while the name is empty and, with `picksRequired`, while nothing is picked;
 * it sends the trimmed name and the picked ids. With `frenchName` (issue 25: series templates) a
 * French name field follows the name, sent trimmed (empty: none). Success and failure go to
 * `onNotice`; creating or closing clears the fields.
 */
export function CreateWithPicksDialog({
  nameId,
  nameLabel,
  frenchName,
  picks,
  picksRequired = false,
  onCreate,
  ...dialog
}: PickDialogProps & {
  nameId: string;
  nameLabel: string;
  /** The French name field's id and length limit, when the record has a French name. */
  frenchName?: { id: string; maxLength: number };
  picks: PickSource;
  picksRequired?: boolean;
  onCreate: (name: string, ids: string[], nameFr: string) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [nameFr, setNameFr] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const reset = () => {
    setName('');
    setNameFr('');
    setChosen([]);
  };
  return (
    <PickActionDialog
      {...dialog}
      confirmDisabled={name.trim() === '' || (picksRequired && chosen.length === 0)}
      run={async () => {
        await onCreate(
          name.trim(),
          chosen.map((c) => c.id),
          nameFr.trim(),
        );
        return true;
      }}
      reset={reset}
    >
      <NameWithPicks
        id={nameId}
        nameLabel={nameLabel}
        name={name}
        onName={setName}
        frenchName={frenchName && { ...frenchName, value: nameFr, onChange: setNameFr }}
        picks={picks}
        chosen={chosen}
        onChosen={setChosen}
      />
    </PickActionDialog>
  );
}

/**
 * The assign dialogs of spec 001 §2.8 and §5 (series to projects, members to a project, members,
 * a coordinator or projects to a series): one target (its picker is then disabled) and at least one
 * item, each once; Assign is enabled only with both. Success and failure go to `onNotice`; closing
 * clears the selections.
 */
export function AssignDialog({
  target,
  items,
  onAssign,
  ...dialog
}: PickDialogProps & {
  target: PickSource;
  items: PickSource;
  onAssign: (targetId: string, itemIds: string[]) => Promise<unknown>;
}) {
  const [chosenTarget, setChosenTarget] = useState<Choice[]>([]);
  const [chosen, setChosen] = useState<Choice[]>([]);
  const reset = () => {
    setChosenTarget([]);
    setChosen([]);
  };
  const [only] = chosenTarget;
  return (
    <PickActionDialog
      {...dialog}
      confirmDisabled={only === undefined || chosen.length === 0}
      run={async () => {
        if (only === undefined) return false;
        await onAssign(
          only.id,
          chosen.map((c) => c.id),
        );
        return true;
      }}
      reset={reset}
    >
      <SourcePicker source={target} chosen={chosenTarget} onChange={setChosenTarget} single />
      <SourcePicker source={items} chosen={chosen} onChange={setChosen} />
    </PickActionDialog>
  );
}
