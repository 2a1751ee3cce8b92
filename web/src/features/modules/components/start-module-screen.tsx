import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box } from '@mui/material';
import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/modules';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { SubmitButton } from '../../../components/ui/submit-button';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { ApiError } from '../../../lib/api-client';
import { useMemberChoices } from '../api/member-choices';
import { useStartModule } from '../api/member-modules';
import { useTemplates } from '../api/templates';
import { modulePaths, startModuleForOf } from '../paths';
import { StartModuleFields, startErrors, type StartChoice, type StartErrors } from './start-module-fields';
import { LoadingBlock } from '../../../components/ui/query-state';

function StartForm() {
  const user = useSessionUser();
  const [memberSearch, setMemberSearch] = useState('');
  const members = useMemberChoices(memberSearch);
  const templates = useTemplates();
  const start = useStartModule();
  const navigate = useNavigate();
  // A link from a member's profile (its Modules tab) preselects that member; a member starts for herself.
  const from: unknown = useLocation().state;
  const member = isMemberRole(user.role);
  const [preselected] = useState(() => (member ? undefined : startModuleForOf(from)));
  const [choice, setChoice] = useState<StartChoice>({
    patientId: member ? user.id : (preselected?.id ?? ''),
    templateId: '',
  });
  const [errors, setErrors] = useState<StartErrors>({});
  const [failed, setFailed] = useState(false);

  if (members.isPending || templates.isPending) return <LoadingBlock />;
  if (templates.isError) {
    const forbidden = templates.error instanceof ApiError && templates.error.status === 403;
    return (
      <Alert severity="error">
        {forbidden
          ? msg('modules.start.notAuthorized')
          : member
            ? msg('modules.error.publicTemplates')
            : msg('modules.start.bookletsError')}
      </Alert>
    );
  }
  if (members.isError) return <Alert severity="error">{msg('modules.error.assignedMembers')}</Alert>;
  if (members.data.length === 0 && memberSearch === '')
    return <Alert severity="warning">{msg('modules.start.noPatientsBooklet')}</Alert>;
  if (templates.data.length === 0) return <Alert severity="info">{msg('modules.start.noModules')}</Alert>;

  const submit = async () => {
    const found = startErrors(choice);
    setErrors(found);
    setFailed(false);
    if (found.patientId || found.templateId) return;
    try {
      const started = await start.mutateAsync(choice);
      void navigate(modulePaths.completing(started._id));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ maxWidth: 480 }}
    >
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {msg('modules.error.startModuleLater')}
        </Alert>
      )}
      <StartModuleFields
        members={members.data}
        onMemberSearch={setMemberSearch}
        initialMember={preselected}
        templates={templates.data}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setErrors({});
        }}
        errors={errors}
        disabled={start.isPending}
      />
      <SubmitButton busy={start.isPending}>{msg('modules.start')}</SubmitButton>
    </Box>
  );
}

/**
 * The Start a Module page (spec 001 §2.2): a member and a module, then Start opens /booklet/{id}
 * 'Completing Module'. The §8 start-page texts: no members assigned, no modules yet, booklets not
 * retrieved (for a member: public templates not retrieved), not authorized. A member starts only for
 * themselves, from the public templates (the server lists only those to a Patient). A link from a
 * member's profile (`StartModuleFor` router state) preselects that member.
 */
export function StartModuleScreen() {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('modules.startPage.title')} />
      <StartForm />
    </RequireAuthCheck>
  );
}
