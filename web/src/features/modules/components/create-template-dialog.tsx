import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { useCreateTemplate } from '../api/templates';
import { modulePaths } from '../paths';

/**
 * Create Template: a name (required: Create stays disabled while it is blank), then the new, empty
 * template opens in the designer. A failure says 'Unable create chapter. …' (spec 001 §5, §8).
 */
export function CreateTemplateDialog({
  open,
  onClose,
  onNotice,
}: {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}) {
  const [name, setName] = useState('');
  const create = useCreateTemplate();
  const navigate = useNavigate();
  const blank = name.trim() === '';
  return (
    <ActionDialog
      open={open}
      title={msg('modules.createTemplate')}
      confirmLabel={msg('modules.create')}
      confirmDisabled={blank}
      onConfirm={async () => {
        const survey = await create.mutateAsync({ name: name.trim(), surveyJSON: {}, isPublic: false });
        onNotice({ severity: 'success', text: msg('modules.success.created') });
        void navigate(modulePaths.templateEdit(survey._id));
      }}
      onClose={() => {
        setName('');
        onClose();
      }}
      onError={() => onNotice({ severity: 'error', text: msg('modules.error.createChapter') })}
    >
      <TextField
        id="create-template-name"
        label={msg('modules.createTemplate.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
      />
    </ActionDialog>
  );
}
