import type * as z from 'zod';
import type { registerUserBodySchema } from '@circles/shared/schemas/people';
import { ApiError } from '../../../lib/api-client';
import { fullName, type CreateUserField, type CreateUserValues } from './create-user-form';

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The `POST /api/users/register` body of the wizard's values (spec 002 §3.6). */
export function toRegisterUserBody(values: CreateUserValues): z.input<typeof registerUserBodySchema> {
  return {
    email: optional(values.email)?.toLowerCase(),
    phone: optional(values.phone),
    password: values.password,
    confirmPassword: values.confirmPassword,
    role: values.role as z.input<typeof registerUserBodySchema>['role'],
    status: 'active',
    facilityId: values.facilityId === '' ? undefined : values.facilityId,
    originOfContact: values.origin,
    originOfContactOther: values.origin === 'Other' ? optional(values.originOther) : undefined,
    referralDetails: optional(values.referralDetails),
    info: {
      name: fullName(values),
      gender: values.gender,
      genderOther: values.gender === 'NonBinary' ? optional(values.genderOther) : undefined,
      dateOfBirth: values.dateOfBirth,
      language: values.language,
      languageOther: values.language === 'Other' ? values.otherLanguages : undefined,
      address: {
        street: optional(values.street),
        city: optional(values.city),
        state: values.province === '' ? undefined : (values.province as 'ON'),
        code: optional(values.postalCode),
        country: 'Canada',
      },
    },
  };
}

/** Body paths of the register route → the wizard's fields, so a 400's issues land under them. */
const FIELD_OF_PATH: Readonly<Record<string, CreateUserField>> = {
  'info.name': 'firstName',
  'info.gender': 'gender',
  'info.genderOther': 'genderOther',
  'info.dateOfBirth': 'dateOfBirth',
  'info.language': 'language',
  'info.languageOther': 'otherLanguages',
  'info.address.street': 'street',
  'info.address.city': 'city',
  'info.address.state': 'province',
  'info.address.code': 'postalCode',
  'info.address.country': 'country',
  originOfContact: 'origin',
  facilityId: 'facilityId',
  originOfContactOther: 'originOther',
};

/** The same failure with its issue paths renamed to the wizard's fields. */
export function toWizardIssues(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.issues.length === 0) return error;
  return new ApiError(
    error.status,
    error.code,
    error.message,
    error.issues.map((issue) => ({ ...issue, path: FIELD_OF_PATH[issue.path] ?? issue.path })),
  );
}
