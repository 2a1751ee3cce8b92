import { useState } from 'react';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { MAX_SERIES_NAME } from '@circles/shared/schemas/series';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import { AssignDialog, CreateWithPicksDialog } from '../../../components/ui/dialogs/pick-dialogs';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { PickList, type Choice } from '../../../components/ui/pick-list';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * Create Series Template (spec 001 §5): a name (and its French, issue 25) and at least one module
 * template, each once; Create
 * is disabled while either is empty. Success says 'Series created.'.
 */
export function CreateSeriesTemplateDialog({
  open,
  onClose,
  onNotice,
  templates,
  onCreate,
}: DialogProps & {
  templates: readonly Choice[];
  onCreate: (name: string, moduleTemplateIds: string[], nameFr: string) => Promise<unknown>;
}) {
  return (
    <CreateWithPicksDialog
      open={open}
      onClose={onClose}
      onNotice={onNotice}
      title={msg('modules.series.createTemplate.title')}
      confirmLabel={msg('modules.create')}
      nameId="create-series-name"
      nameLabel={msg('modules.series.name')}
      frenchName={{ id: 'create-series-name-fr', maxLength: MAX_SERIES_NAME }}
      picks={{ label: msg('modules.series.moduleTemplates'), choices: templates }}
      picksRequired
      onCreate={onCreate}
      successText={msg('modules.success.seriesCreated')}
      errorText={msg('modules.error.createSeries')}
    />
  );
}

/**
 * Create Series Instance (spec 001 §5): exactly one series and one member (each picker locks after
 * one choice); Create is disabled until both are chosen. Success says 'Member Series created.'.
 */
export function StartSeriesInstanceDialog({
  open,
  onClose,
  onNotice,
  series,
  members,
  membersError,
  onMemberSearch,
  onStart,
}: DialogProps & {
  series: readonly Choice[];
  members: readonly Choice[];
  /** The text saying the members did not load. */
  membersError?: string;
  onMemberSearch?: (text: string) => void;
  onStart: (seriesTemplate: string, member: string) => Promise<unknown>;
}) {
  const [template, setTemplate] = useState<Choice[]>([]);
  const [member, setMember] = useState<Choice[]>([]);
  const close = () => {
    setTemplate([]);
    setMember([]);
    onClose();
  };
  const [t] = template;
  const [m] = member;
  return (
    <ActionDialog
      open={open}
      title={msg('modules.series.createInstance.title')}
      confirmLabel={msg('modules.create')}
      confirmDisabled={t === undefined || m === undefined}
      onConfirm={async () => {
        if (t === undefined || m === undefined) return;
        await onStart(t.id, m.id);
        onNotice({ severity: 'success', text: msg('modules.success.memberSeriesCreated') });
        setTemplate([]);
        setMember([]);
      }}
      onClose={close}
      onError={() => onNotice({ severity: 'error', text: msg('modules.error.createMemberSeries') })}
    >
      <PickList
        label={msg('modules.series.series')}
        choices={series}
        chosen={template}
        onChange={setTemplate}
        single
      />
      {membersError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {membersError}
        </Alert>
      )}
      <PickList
        label={msg('modules.field.member')}
        choices={members}
        chosen={member}
        onChange={setMember}
        onSearch={onMemberSearch}
        single
      />
    </ActionDialog>
  );
}

/** What the Series tab's assign dialogs add to one series (spec 001 §2.1, §5). */
export type SeriesAssignKind = 'member' | 'coordinator' | 'project';

const assignTexts = {
  member: {
    title: 'modules.series.assignMember.title',
    items: 'modules.series.assignMember.items',
    error: 'modules.error.assignMembers',
  },
  coordinator: {
    title: 'modules.series.assignCoordinator.title',
    items: 'modules.series.assignCoordinator.items',
    error: 'modules.error.assignCoordinator',
  },
  project: {
    title: 'modules.series.assignProject.title',
    items: 'modules.series.assignProject.items',
    error: 'modules.error.assignProjects',
  },
} as const;

/**
 * Assign Member, Assign Coordinator and Assign Project of the Series tab (spec 001 §5): one series
 * (the picker locks after one choice, as the API takes one series per call) and at least one
 * person or project, each once; Assign is disabled until both are chosen. The callers give the
 * choices: coordinators only of role Coordinator; members and coordinators are searched on the
 * server (`onItemSearch`). Success says 'Successfully updated series.'; a series changed elsewhere
 * (409) 'Unable to update series. Please refresh and try again.'.
 */
export function AssignToSeriesDialog({
  open,
  onClose,
  onNotice,
  kind,
  series,
  items,
  itemsError,
  onItemSearch,
  onAssign,
}: DialogProps & {
  kind: SeriesAssignKind;
  series: readonly Choice[];
  items: readonly Choice[];
  /** The text saying the items did not load. */
  itemsError?: string;
  onItemSearch?: (text: string) => void;
  onAssign: (seriesTemplateId: string, itemIds: string[]) => Promise<unknown>;
}) {
  const texts = assignTexts[kind];
  return (
    <AssignDialog
      open={open}
      onClose={onClose}
      onNotice={onNotice}
      title={msg(texts.title)}
      confirmLabel={msg('modules.projects.assign')}
      target={{ label: msg('modules.series.series'), choices: series }}
      items={{ label: msg(texts.items), choices: items, onSearch: onItemSearch, loadError: itemsError }}
      onAssign={onAssign}
      successText={msg('modules.success.seriesUpdated')}
      errorText={msg(texts.error)}
      staleText={msg('modules.error.updateSeries')}
    />
  );
}
