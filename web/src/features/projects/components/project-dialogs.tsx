import { useState } from 'react';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { AssignDialog, NameWithPicks } from '../../../components/ui/dialogs/pick-dialogs';
import type { Choice } from '../../../components/ui/pick-list';

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
  seriesError,
  onCreate,
}: DialogProps & {
  series: readonly Choice[];
  /** The text saying the series did not load. */
  seriesError?: string;
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
      <NameWithPicks
        id="create-project-name"
        nameLabel={msg('modules.projects.name')}
        name={name}
        onName={setName}
        picks={{ label: msg('modules.projects.series'), choices: series, loadError: seriesError }}
        chosen={chosen}
        onChosen={setChosen}
      />
    </ActionDialog>
  );
}

/**
 * The two assign dialogs of spec 001 §2.8: one project (its picker is then disabled) and at least
 * one series or member; Assign is enabled only with both. Closing clears the selections.
 * `onItemSearch` searches the items on the server (members). A project changed elsewhere (409) says
 * 'Unable to update projects. Please refresh and try again.'.
 */
export function AssignToProjectDialog({
  open,
  onClose,
  onNotice,
  kind,
  projects,
  items,
  itemsError,
  onItemSearch,
  onAssign,
}: DialogProps & {
  kind: 'series' | 'member';
  projects: readonly Choice[];
  items: readonly Choice[];
  /** The text saying the items did not load. */
  itemsError?: string;
  onItemSearch?: (text: string) => void;
  onAssign: (projectId: string, itemIds: string[]) => Promise<unknown>;
}) {
  const series = kind === 'series';
  return (
    <AssignDialog
      open={open}
      onClose={onClose}
      onNotice={onNotice}
      title={msg(series ? 'modules.projects.assignSeries.title' : 'modules.projects.assignMember.title')}
      confirmLabel={msg('modules.projects.assign')}
      target={{ label: msg('modules.projects.project'), choices: projects }}
      items={{
        label: msg(series ? 'modules.projects.series' : 'modules.projects.member'),
        choices: items,
        onSearch: onItemSearch,
        loadError: itemsError,
      }}
      onAssign={onAssign}
      successText={msg('modules.success.projectsUpdated')}
      staleText={msg('modules.error.updateProjects')}
      errorText={msg(series ? 'modules.error.assignServicesProject' : 'modules.error.assignMembersProject')}
    />
  );
}
