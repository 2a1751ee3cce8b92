import { emailRule, normaliseEmail, phoneRule, postalCodeRule } from '@circles/shared/rules/contact';
import { nameRule } from '@circles/shared/rules/text';

/** The text fields of page 1. */
export type InfoField = 'firstName' | 'lastName' | 'email' | 'phone' | 'postalCode';
export const infoFields: readonly InfoField[] = ['firstName', 'lastName', 'email', 'phone', 'postalCode'];

/** What the person typed on page 1 (source is one of the spec's options or empty). */
export interface InfoDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
  source: string;
}

export const emptyInfo: InfoDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  postalCode: '',
  source: '',
};

/**
 * The error under one field, or undefined. Names are required (the shared name rule); email, phone and
 * postal code are optional but must be valid when given (spec 000 §5 'Public screener').
 */
export function fieldError(field: InfoField, value: string): string | undefined {
  const v = value.trim();
  switch (field) {
    case 'firstName':
    case 'lastName':
      return nameRule(v) || undefined;
    case 'email':
      return v === '' ? undefined : emailRule(v) || undefined;
    case 'phone':
      return v === '' ? undefined : phoneRule(v) || undefined;
    case 'postalCode':
      return v === '' ? undefined : postalCodeRule(v) || undefined;
  }
}

/** Every field's error; an empty object means Next may proceed. */
export function infoErrors(info: InfoDraft): Partial<Record<InfoField, string>> {
  const out: Partial<Record<InfoField, string>> = {};
  for (const f of infoFields) {
    const e = fieldError(f, info[f]);
    if (e) out[f] = e;
  }
  return out;
}

/** True when page 1 may be left forward. */
export function infoValid(info: InfoDraft): boolean {
  return Object.keys(infoErrors(info)).length === 0;
}

/**
 * The contact part of the submission: the fields as typed, the email trimmed and lower-cased as it is
 * stored (spec 000 §3), so what is sent is what a lead shows. The server normalises again.
 */
export function memberInfoOf(info: InfoDraft): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postalCode: string;
} {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    email: normaliseEmail(info.email),
    phone: info.phone,
    postalCode: info.postalCode,
  };
}
