import { handler as getUser } from '../handlers/users/get-user';
import { handler as login } from '../handlers/users/login';
import { handler as logout } from '../handlers/users/logout';
import { handler as selfRegister } from '../handlers/users/self-register';
import { handler as validate } from '../handlers/users/validate';
import { areaHandler } from '../http/area';

/** The identity area's function: registration, sign-in, sign-out, token check and user reads. */
export const handler = areaHandler('users', [selfRegister, login, validate, logout, getUser]);
