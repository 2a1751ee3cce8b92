import { useForm } from 'react-hook-form';
import { Stack } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import { cleanOneTimeCode, oneTimeCodeRule } from '@circles/shared/rules/second-factor';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SignInError } from '../../../lib/auth/auth-client';

interface CodeValues {
  code: string;
}

const resolver = rulesResolver<CodeValues>((values) => ({ code: oneTimeCodeRule(values.code) }));

/** The texts of each failure of a code (issue 21); anything else is a server problem. */
export function codeFailureText(error: unknown): string {
  const kind = error instanceof SignInError ? error.kind : 'server';
  if (kind === 'wrongCode') return msg('auth.mfa.wrongCode');
  if (kind === 'expired') return msg('auth.mfa.sessionExpired');
  return msg('auth.login.serverProblem');
}

/**
 * One 6-digit code (issue 21): of the authenticator app or of a text message, at sign-in or when setting
 * up an app. The field asks phones for digits (`inputmode="numeric"`) and lets browsers and password
 * managers fill the code (`autocomplete="one-time-code"`); spaces typed or pasted with it are dropped.
 * A wrong code keeps the form for another try; its failure is announced as an alert.
 */
export function OneTimeCodeForm({
  id,
  describedBy,
  submitLabel,
  onSubmit,
}: {
  id: string;
  /** The id of the text that says where the code comes from. */
  describedBy?: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const form = useForm<CodeValues>({ resolver, defaultValues: { code: '' }, mode: 'onSubmit' });
  const { control, formState } = form;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(cleanOneTimeCode(code));
    } catch (error) {
      form.setValue('code', '');
      form.setError(FORM_ERROR, { message: codeFailureText(error) });
      form.setFocus('code');
    }
  });
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
      <FormTextField
        control={control}
        name="code"
        id={id}
        label={msg('auth.mfa.code')}
        autoComplete="one-time-code"
        autoFocus
        required
        fullWidth
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            pattern: '[0-9 ]*',
            maxLength: 9,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          },
        }}
      />
      <FormError errors={formState.errors} />
      <SubmitButton busy={formState.isSubmitting}>{submitLabel}</SubmitButton>
    </Stack>
  );
}
