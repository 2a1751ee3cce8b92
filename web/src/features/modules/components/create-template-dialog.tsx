import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { MAX_TEMPLATE_NAME } from '@circles/shared/schemas/module';
import { ActionDialog } from '../../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { useCreateTemplate } from '../api/templates';
import { modulePaths } from '../paths';
import { FrenchNameField } from '../../../components/ui/french-name-field';

/**
 * Create Template: a name (required: Create stays disabled while it is blank) and, optionally, its
 * French (issue 25), then the new, empty
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
  const [nameFr, setNameFr] = useState('');
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
        const template = await create.mutateAsync({
          name: name.trim(),
          ...(nameFr.trim() ? { nameFr: nameFr.trim() } : {}),
          surveyJSON: {},
          isPublic: false,
        });
        onNotice({ severity: 'success', text: msg('modules.success.created') });
        void navigate(modulePaths.templateEdit(template._id));
      }}
      onClose={() => {
        setName('');
        setNameFr('');
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
      <FrenchNameField
        id="create-template-name-fr"
        value={nameFr}
        onChange={setNameFr}
        maxLength={MAX_TEMPLATE_NAME}
        fullWidth
        sx={{ mt: 2 }}
      />
    </ActionDialog>
  );
}
