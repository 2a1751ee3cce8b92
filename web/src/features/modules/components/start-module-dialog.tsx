import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { useMemberChoices } from '../api/member-choices';
import { useStartModule } from '../api/member-modules';
import { useTemplates } from '../api/templates';
import { StartModuleFields, type StartChoice } from './start-module-fields';

const EMPTY: StartChoice = { patientId: '', templateId: '' };

/**
 * The Start Member Module dialog (spec 001 §2.10): member and module template; missing either fails
 * with 'Unable start Module. …' (§5); on success the screen says 'Successfully started member Module.'
 * and the module opens for filling in. A helper with no members is told so (§8 start pages).
 */
export function StartModuleDialog({
  open,
  onClose,
  onNotice,
  fillPath,
}: {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  fillPath: (id: string) => string;
}) {
  const [memberSearch, setMemberSearch] = useState('');
  const members = useMemberChoices(memberSearch);
  const templates = useTemplates(open);
  const start = useStartModule();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<StartChoice>(EMPTY);
  const [missing, setMissing] = useState(false);

  const close = () => {
    setChoice(EMPTY);
    setMissing(false);
    onClose();
  };

  const confirm = async () => {
    if (!choice.patientId || !choice.templateId) {
      setMissing(true);
      throw new Error('missing');
    }
    const started = await start.mutateAsync(choice);
    onNotice({ severity: 'success', text: msg('modules.success.startedMemberModule') });
    void navigate(fillPath(started._id));
  };

  return (
    <ActionDialog
      open={open}
      title={msg('modules.startMemberModule')}
      confirmLabel={msg('modules.start')}
      onConfirm={confirm}
      onClose={close}
      onError={(error) => {
        if (!(error instanceof Error && error.message === 'missing'))
          onNotice({ severity: 'error', text: msg('modules.error.startMemberModule') });
      }}
    >
      {missing && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {msg('modules.validation.startModuleDialog')}
        </Alert>
      )}
      {members.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {msg('modules.error.assignedMembers')}
        </Alert>
      )}
      {!members.isPending && !members.isError && members.data.length === 0 && memberSearch === '' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {msg('modules.start.noMembers')}
        </Alert>
      )}
      {templates.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {msg('modules.error.moduleTemplates')}
        </Alert>
      )}
      <StartModuleFields
        members={members.data}
        onMemberSearch={setMemberSearch}
        templates={templates.data ?? []}
        value={choice}
        onChange={(next) => {
          setMissing(false);
          setChoice(next);
        }}
      />
    </ActionDialog>
  );
}
