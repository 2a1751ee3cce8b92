import { ApiError, apiCall } from '../../../lib/api-client';
import {
  registerFailure,
  toRegisterBody,
  type RegisterFailure,
  type RegisterValues,
} from '../utils/registration';

/** The outcome of a registration: the new user's id, or what to show. */
export type RegisterOutcome = { ok: true; id: string } | { ok: false; failure: RegisterFailure };

/** Sends the self-registration (public route) and maps failures to the spec's texts. */
export async function selfRegister(values: RegisterValues): Promise<RegisterOutcome> {
  try {
    const { id } = await apiCall('usersSelfRegister', { body: toRegisterBody(values) });
    return { ok: true, id };
  } catch (error) {
    return { ok: false, failure: registerFailure(error instanceof ApiError ? error : null) };
  }
}
