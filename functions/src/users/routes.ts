import type { AreaRoutes } from '../areas';
import { handler as assignPatients } from './handlers/assign-members';
import { handler as assignWorkers } from './handlers/assign-workers';
import { handler as checkDups } from './handlers/check-dups';
import { handler as completeProgram } from './handlers/complete-program';
import { handler as deleteUser } from './handlers/delete';
import { handler as facilities } from './handlers/facilities';
import { handler as getAll } from './handlers/get-all';
import { handler as getUser } from './handlers/get-user';
import { handler as list } from './handlers/list';
import { handler as login } from './handlers/login';
import { handler as logout } from './handlers/logout';
import { handler as mfaEnrol } from './handlers/mfa-enrol';
import { handler as mfaReset } from './handlers/mfa-reset';
import { handler as partnerGet } from './handlers/partner-get';
import { handler as partnerLink } from './handlers/partner-link';
import { handler as partnerUnlink } from './handlers/partner-unlink';
import { handler as profile } from './handlers/profile';
import { handler as query } from './handlers/query';
import { handler as quotesToday } from './handlers/quote-today';
import { handler as register } from './handlers/register';
import { handler as researchCreate } from './handlers/research-create';
import { handler as selfRegister } from './handlers/self-register';
import { handler as setEnabled } from './handlers/set-enabled';
import { handler as setFacility } from './handlers/set-facility';
import { handler as setPassword } from './handlers/set-password';
import { handler as setResearch } from './handlers/set-research';
import { handler as setResearcher } from './handlers/set-researcher';
import { handler as setRole } from './handlers/set-role';
import { handler as setStatus } from './handlers/set-status';
import { handler as setVolInfo } from './handlers/set-vol-info';
import { handler as startProgram } from './handlers/start-program';
import { handler as terminate } from './handlers/terminate';
import { handler as updateProfile } from './handlers/update-profile';
import { handler as validate } from './handlers/validate';
import { handler as wecc } from './handlers/wecc';

/**
 * The users area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  usersSelfRegister: selfRegister,
  usersLogin: login,
  usersValidate: validate,
  usersWecc: wecc,
  usersPartnerGet: partnerGet,
  usersPartnerLink: partnerLink,
  usersPartnerUnlink: partnerUnlink,
  usersLogout: logout,
  usersGet: getUser,
  usersMfaEnrol: mfaEnrol,
  usersMfaReset: mfaReset,
  usersList: list,
  usersProfile: profile,
  usersQuery: query,
  usersRegister: register,
  usersCheckDups: checkDups,
  usersUpdateProfile: updateProfile,
  usersSetFacility: setFacility,
  usersSetRole: setRole,
  usersSetEnabled: setEnabled,
  usersResearchCreate: researchCreate,
  usersSetResearch: setResearch,
  usersSetPassword: setPassword,
  usersStartProgram: startProgram,
  usersCompleteProgram: completeProgram,
  usersSetStatus: setStatus,
  usersTerminate: terminate,
  usersSetVolInfo: setVolInfo,
  usersAssignPatients: assignPatients,
  usersAssignWorkers: assignWorkers,
  usersGetAll: getAll,
  usersDelete: deleteUser,
  facilitiesList: facilities,
  quotesToday,
  usersSetResearcher: setResearcher,
} satisfies AreaRoutes<'users'>;
