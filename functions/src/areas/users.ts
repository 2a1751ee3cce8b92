import { handler as assignPatients } from '../handlers/users/assign-patients';
import { handler as assignWorkers } from '../handlers/users/assign-workers';
import { handler as checkDups } from '../handlers/users/check-dups';
import { handler as completeProgram } from '../handlers/users/complete-program';
import { handler as deleteUser } from '../handlers/users/delete';
import { handler as facilities } from '../handlers/users/facilities';
import { handler as getAll } from '../handlers/users/get-all';
import { handler as getUser } from '../handlers/users/get-user';
import { handler as list } from '../handlers/users/list';
import { handler as login } from '../handlers/users/login';
import { handler as logout } from '../handlers/users/logout';
import { handler as mfaEnrol } from '../handlers/users/mfa-enrol';
import { handler as mfaReset } from '../handlers/users/mfa-reset';
import { handler as profile } from '../handlers/users/profile';
import { handler as query } from '../handlers/users/query';
import { handler as register } from '../handlers/users/register';
import { handler as researchCreate } from '../handlers/users/research-create';
import { handler as selfRegister } from '../handlers/users/self-register';
import { handler as setEnabled } from '../handlers/users/set-enabled';
import { handler as setFacility } from '../handlers/users/set-facility';
import { handler as setPassword } from '../handlers/users/set-password';
import { handler as setResearch } from '../handlers/users/set-research';
import { handler as setResearcher } from '../handlers/users/set-researcher';
import { handler as setRole } from '../handlers/users/set-role';
import { handler as setStatus } from '../handlers/users/set-status';
import { handler as setVolInfo } from '../handlers/users/set-vol-info';
import { handler as startProgram } from '../handlers/users/start-program';
import { handler as terminate } from '../handlers/users/terminate';
import { handler as updateProfile } from '../handlers/users/update-profile';
import { handler as validate } from '../handlers/users/validate';
import { handler as quotesToday } from '../handlers/quotes/today';
import { handler as wecc } from '../handlers/users/wecc';
import { handler as partnerGet } from '../handlers/users/partner-get';
import { handler as partnerLink } from '../handlers/users/partner-link';
import { handler as partnerUnlink } from '../handlers/users/partner-unlink';
import { areaHandler } from '../http/area';

/**
 * The users area's function: identity (registration, sign-in, sign-out, token check) and user
 * management (lists, profiles, creation, updates, programs, assignments, research ID, deletion), and the 'Thought for the Day' quote.
 */
export const handler = areaHandler('users', [
  selfRegister,
  login,
  validate,
  logout,
  getUser,
  mfaEnrol,
  mfaReset,
  list,
  profile,
  query,
  register,
  checkDups,
  updateProfile,
  setFacility,
  setRole,
  setEnabled,
  researchCreate,
  setResearch,
  setResearcher,
  setPassword,
  startProgram,
  completeProgram,
  setStatus,
  terminate,
  setVolInfo,
  assignPatients,
  assignWorkers,
  getAll,
  deleteUser,
  facilities,
  quotesToday,
  // Partner-organisation sign-in (issue 23).
  wecc,
  partnerGet,
  partnerLink,
  partnerUnlink,
]);
