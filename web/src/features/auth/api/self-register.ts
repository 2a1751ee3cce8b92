import { apiCall } from '../../../lib/api-client';
import { toRegisterBody, type RegisterValues } from '../utils/registration';

/** Sends the self-registration (public route); answers the new user's id, throws `ApiError` on failure. */
export async function selfRegister(values: RegisterValues): Promise<string> {
  const { id } = await apiCall('usersSelfRegister', { body: toRegisterBody(values) });
  return id;
}
