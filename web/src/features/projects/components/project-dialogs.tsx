import { useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { PickList, type Choice } from '../../../components/ui/pick-list';

/** Thrown by Create when its inputs are empty: shown in the dialog, not as a failure notice. */
class Blocked extends Error {}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * Create Project (spec 001 §2.8): a name and the series to include. Create with either empty is
 * blocked with the spec's text; success says 'Series created.' (the spec's quirk, §8 note).
 */
export function CreateProjectDialog({
  open,
  onClose,
  onNotice,
  series,
  onCreate,
}: DialogProps & {
  series: readonly Choice[];
  onCreate: (name: string, seriesIds: string[]) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [blocked, setBlocked] = useState(false);
  const close = () => {
    setName('');
    setChosen([]);
    setBlocked(false);
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title={msg('modules.projects.create')}
      confirmLabel={msg('modules.create')}
      onConfirm={async () => {
        if (name.trim() === '' || chosen.length === 0) throw new Blocked();
        await onCreate(
          name.trim(),
          chosen.map((c) => c.id),
        );
        onNotice({ severity: 'success', text: msg('modules.success.seriesCreated') });
      }}
      onClose={close}
      onError={(error) => {
        if (error instanceof Blocked) setBlocked(true);
        else onNotice({ severity: 'error', text: msg('modules.error.createProject') });
      }}
    >
      {blocked && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {msg('modules.validation.createProject')}
        </Alert>
      )}
      <TextField
        id="create-project-name"
        label={msg('modules.projects.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
      <PickList
        label={msg('modules.projects.series')}
        choices={series}
        chosen={chosen}
        onChange={setChosen}
      />
    </ActionDialog>
  );
}

/**
 * The two assign dialogs of spec 001 §2.8: one project (its picker is then disabled) and at least
 * one series or member; Assign is enabled only with both. Closing clears the selections.
 */
export function AssignToProjectDialog({
  open,
  onClose,
  onNotice,
  kind,
  projects,
  items,
  onAssign,
}: DialogProps & {
  kind: 'series' | 'member';
  projects: readonly Choice[];
  items: readonly Choice[];
  onAssign: (projectId: string, itemIds: string[]) => Promise<unknown>;
}) {
  const [project, setProject] = useState<Choice[]>([]);
  const [chosen, setChosen] = useState<Choice[]>([]);
  const close = () => {
    setProject([]);
    setChosen([]);
    onClose();
  };
  const [only] = project;
  return (
    <ActionDialog
      open={open}
      title={msg(
        kind === 'series' ? 'modules.projects.assignSeries.title' : 'modules.projects.assignMember.title',
      )}
      confirmLabel={msg('modules.projects.assign')}
      confirmDisabled={only === undefined || chosen.length === 0}
      onConfirm={async () => {
        if (only === undefined) return;
        await onAssign(
          only.id,
          chosen.map((c) => c.id),
        );
        onNotice({ severity: 'success', text: msg('modules.success.projectsUpdated') });
        setProject([]);
        setChosen([]);
      }}
      onClose={close}
      onError={() =>
        onNotice({
          severity: 'error',
          text: msg(
            kind === 'series' ? 'modules.error.assignServicesProject' : 'modules.error.assignMembersProject',
          ),
        })
      }
    >
      <PickList
        label={msg('modules.projects.project')}
        choices={projects}
        chosen={project}
        onChange={setProject}
        single
      />
      <PickList
        label={msg(kind === 'series' ? 'modules.projects.series' : 'modules.projects.member')}
        choices={items}
        chosen={chosen}
        onChange={setChosen}
      />
    </ActionDialog>
  );
}
