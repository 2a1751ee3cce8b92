import type { ValidationMessageKey } from './validation';

/** Field validation messages in French; keys not listed here show in English. */
export const validationFr: Partial<Record<ValidationMessageKey, string>> = {
  'validation.required.empty': 'Ne peut pas être vide',
};
