import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { msg } from '@circles/shared/messages/auth';
import { normaliseEmail } from '@circles/shared/rules/contact';
import { FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';

/**
 * The fields of a sign-in form (the password form and the partner organisation's, spec 000 §2 Login):
 * the identifier (an email lower-cased as typed), the password, the form's failure text and the submit
 * button, busy while the form submits. Ids are `{idPrefix}-{field name}`.
 */
export function SignInFields<T extends FieldValues>({
  form,
  idPrefix,
  identifierName,
  identifierLabel,
  passwordName,
  submitLabel,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  identifierName: FieldPath<T>;
  identifierLabel: string;
  passwordName: FieldPath<T>;
  submitLabel: string;
  /** Focus the identifier when the form appears (the partner form, opened in place of the other). */
  autoFocus?: boolean;
}) {
  const { control, formState } = form;
  return (
    <>
      <FormTextField
        control={control}
        name={identifierName}
        id={`${idPrefix}-${identifierName}`}
        label={identifierLabel}
        transform={normaliseEmail}
        autoComplete="username"
        required
        fullWidth
        autoFocus={autoFocus}
      />
      <FormTextField
        control={control}
        name={passwordName}
        as={PasswordField}
        id={`${idPrefix}-${passwordName}`}
        label={msg('auth.login.password')}
        autoComplete="current-password"
        required
        fullWidth
      />
      <FormError errors={formState.errors} />
      <SubmitButton busy={formState.isSubmitting}>{submitLabel}</SubmitButton>
    </>
  );
}
