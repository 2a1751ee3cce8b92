import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@circles/shared/messages/auth';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { applyServerIssues } from '../../../components/ui/form/server-issues';
import { errorCode } from '../../../lib/api-errors';
import { selfRegister } from '../api/self-register';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELD_ORDER,
  registerFormSchema,
  takenText,
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
    try {
      await selfRegister(values);
    } catch (error) {
      const taken = takenText(errorCode(error));
      if (taken) form.setError(FORM_ERROR, { message: taken });
      else if (!applyServerIssues(error, REGISTER_FIELD_ORDER, form.setError))
        form.setError(FORM_ERROR, { message: msg('auth.register.failed') });
      return;
    }
    onSuccess();
  });

  return { form, agreed, setAgreed, submit };
}
