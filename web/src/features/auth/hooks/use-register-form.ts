import { useMemo, useState } from 'react';
import { selfRegister } from '../api/self-register';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELD_ORDER,
  typedValue,
  validateRegistration,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from '../utils/registration';

/**
 * State of the registration form. Errors show for a field once it was left or a submit was tried;
 * server errors stay until the field changes. Values are never cleared by a failed submit.
 */
export function useRegisterForm(onSuccess: () => void) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const ruleErrors = useMemo(() => validateRegistration(values), [values]);
  const errors: RegisterErrors = {};
  for (const field of REGISTER_FIELD_ORDER) {
    const shown = (submitted || touched.has(field) ? ruleErrors[field] : undefined) ?? serverErrors[field];
    if (shown) errors[field] = shown;
  }

  const change = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: typedValue(field, value) }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const blur = (field: RegisterField) => setTouched((current) => new Set(current).add(field));

  /** Validates and sends; returns the first field with a problem so the form can focus it. */
  const submit = async (): Promise<RegisterField | null> => {
    setSubmitted(true);
    setFormError(null);
    const firstProblem = REGISTER_FIELD_ORDER.find((field) => ruleErrors[field]);
    if (firstProblem || !agreed || submitting) return firstProblem ?? null;
    setSubmitting(true);
    const outcome = await selfRegister(values);
    setSubmitting(false);
    if (outcome.ok) {
      onSuccess();
      return null;
    }
    setServerErrors(outcome.failure.fields);
    setFormError(outcome.failure.form);
    return REGISTER_FIELD_ORDER.find((field) => outcome.failure.fields[field]) ?? null;
  };

  return { values, errors, formError, agreed, setAgreed, submitting, change, blur, submit };
}
