import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FORM_ERROR } from '../../../components/ui/form/server-issues';
import { selfRegister } from '../api/self-register';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELD_ORDER,
  registerFormSchema,
  type RegisterValues,
} from '../utils/registration';

/**
 * The registration form on react-hook-form: errors show once a field was left or a submit was tried;
 * server errors go under their fields (or above Register) and stay until the field changes. What was
 * typed is never cleared by a failed submit.
 */
export function useRegisterForm(onSuccess: () => void) {
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY_REGISTER_VALUES,
    mode: 'onTouched',
  });
  const [agreed, setAgreed] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (!agreed) return;
    const outcome = await selfRegister(values);
    if (outcome.ok) {
      onSuccess();
      return;
    }
    const { fields, form: formText } = outcome.failure;
    let focused = false;
    for (const field of REGISTER_FIELD_ORDER) {
      const message = fields[field];
      if (!message) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    }
    if (formText) form.setError(FORM_ERROR, { message: formText });
  });

  return { form, agreed, setAgreed, submit };
}
