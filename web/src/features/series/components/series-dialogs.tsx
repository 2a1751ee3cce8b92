import { useState } from 'react';
import { TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { PickList, type Choice } from '../../../components/ui/pick-list';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * Create Series Template (spec 001 §5): a name and at least one module template, each once; Create
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
  onCreate: (name: string, surveyList: string[]) => Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Choice[]>([]);
  const close = () => {
    setName('');
    setChosen([]);
    onClose();
  };
  return (
    <ActionDialog
      open={open}
      title={msg('modules.series.createTemplate.title')}
      confirmLabel={msg('modules.create')}
      confirmDisabled={name.trim() === '' || chosen.length === 0}
      onConfirm={async () => {
        await onCreate(
          name.trim(),
          chosen.map((c) => c.id),
        );
        onNotice({ severity: 'success', text: msg('modules.success.seriesCreated') });
        setName('');
        setChosen([]);
      }}
      onClose={close}
      onError={() => onNotice({ severity: 'error', text: msg('modules.error.createSeries') })}
    >
      <TextField
        id="create-series-name"
        label={msg('modules.series.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
      <PickList
        label={msg('modules.series.moduleTemplates')}
        choices={templates}
        chosen={chosen}
        onChange={setChosen}
      />
    </ActionDialog>
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
  onStart,
}: DialogProps & {
  series: readonly Choice[];
  members: readonly Choice[];
  onStart: (collectionTemplate: string, member: string) => Promise<unknown>;
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
      <PickList
        label={msg('modules.field.member')}
        choices={members}
        chosen={member}
        onChange={setMember}
        single
      />
    </ActionDialog>
  );
}
