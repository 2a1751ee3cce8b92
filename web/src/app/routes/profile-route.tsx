import { StartModuleLink } from '../../features/modules/components/start-module-link';
import { ProfileScreen } from '../../features/users/components/profile-screen';

/**
 * /profile and /profile/:id: the profile view, whose member Modules tab offers the modules feature's
 * Start a Module (the Start a Module page with the member preselected) to those who may start one.
 */
export function ProfileRoute() {
  return <ProfileScreen startModule={(member) => <StartModuleLink member={member} />} />;
}
