import { useNavigate } from 'react-router';
import { listScope } from '@circles/shared/access/list-scope';
import { msg } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { runtimeConfig } from '../../../config/runtime-config';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { checkDuplicate, useRegisterUser } from '../api/user-mutations';
import { useFacilities } from '../api/users';
import { creatableRoles, type CreateUserValues } from '../utils/create-user-form';
import { domainOf } from '../utils/email-suggestion';
import { toRegisterUserBody, toWizardIssues } from '../utils/register-body';
import { viewerActor } from '../utils/viewer';
import { CreateUserWizard } from './create-user-wizard';

/** Asks the server whether the email and the phone are free; the field's text when taken or unchecked. */
async function duplicates(values: CreateUserValues) {
  const found: Partial<Record<'email' | 'phone', string>> = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  await Promise.all([
    email &&
      checkDuplicate({ email }).then(
        (exists) => {
          if (exists) found.email = validationMsg('validation.email.exists');
        },
        () => {
          found.email = validationMsg('validation.email.checkFailed');
        },
      ),
    phone &&
      checkDuplicate({ phone }).then(
        (exists) => {
          if (exists) found.phone = validationMsg('validation.phone.exists');
        },
        () => {
          found.phone = validationMsg('validation.phone.checkFailed');
        },
      ),
  ]);
  return found;
}

/** The create-user wizard's screen (spec 002 §2.6, §4.5); after 'User created.' it returns to Manage Users. */
export function CreateUserScreen() {
  const viewer = useSessionUser();
  const navigate = useNavigate();
  const register = useRegisterUser();
  // Only who may place a new user in any facility (an Admin, spec 002 §6) chooses it, as the server
  // decides; the wizard waits for the list so its default holds.
  const choosesFacility = listScope(viewer, 'user.create') === 'all';
  const facilities = useFacilities(choosesFacility);
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('users.wizard.title')} />
      {choosesFacility && facilities.isPending ? null : (
        <CreateUserWizard
          facilities={choosesFacility ? facilities.data?.facilities : undefined}
          defaultFacilityId={viewer.facilityId}
          roles={creatableRoles(viewerActor(viewer))}
          emailDomain={domainOf(runtimeConfig().connectorEmail)}
          checkDuplicates={duplicates}
          onCreate={async (values) => {
            try {
              await register.mutateAsync(toRegisterUserBody(values));
            } catch (error) {
              throw toWizardIssues(error);
            }
            await navigate('/administration/users/management', { state: { created: true } });
          }}
        />
      )}
    </RequireAuthCheck>
  );
}
