import { isStaffRole } from '../access/roles';
import { msg } from '../messages/validation';
import type { FieldValue } from './text';

/**
 * The second factors the product enrols (issue 21): an authenticator app (TOTP) through Cognito. SMS
 * codes are answered at sign-in when a user has them (the web's challenge screen), but never enrolled.
 */
export const SECOND_FACTORS = ['TOTP'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/**
 * Whether `role` must enrol a second factor before any screen or route but sign-out and enrolment: staff
 * do (they read many members' data); members may opt in.
 */
export function requiresSecondFactor(role: string): boolean {
  return isStaffRole(role);
}

/** Whether the user must enrol a second factor first: staff without one recorded. */
export function secondFactorMissing(user: { role: string; mfa?: SecondFactor | undefined }): boolean {
  return requiresSecondFactor(user.role) && user.mfa === undefined;
}

/** A typed one-time code without the spaces and dashes people copy with it ('123 456' → '123456'). */
export function cleanOneTimeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A one-time code from an authenticator app or a text message: six digits. */
export function oneTimeCodeRule(value: FieldValue): string | null {
  if (value === undefined || value === null || cleanOneTimeCode(value) === '')
    return msg('validation.oneTimeCode.required');
  return /^\d{6}$/.test(cleanOneTimeCode(value)) ? null : msg('validation.oneTimeCode.format');
}
