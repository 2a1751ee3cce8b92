import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Stack } from '@mui/material';
import { msg, type AuthMessageKey as MessageKey } from '@circles/shared/messages/auth';
import { normaliseEmail } from '@circles/shared/rules/contact';
import { loginIdentifierRule, loginPasswordRule } from '@circles/shared/rules/forms';
import { FORM_ERROR, FormError } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SignInError, type SignInFailure } from '../../../lib/auth/auth-client';
import { useSession } from '../../../lib/auth/session-context';
import { PasswordField } from '../../../components/ui/form/password-field';

const FAILURE_TEXT: Record<SignInFailure, MessageKey> = {
  incorrect: 'auth.login.incorrect',
  refused: 'auth.login.incorrectOrDisabled',
  server: 'auth.login.serverProblem',
};

interface LoginValues {
  identifier: string;
  password: string;
}

// The shared rules without zod: the sign-in screen is the first load and stays small.
const resolver = rulesResolver<LoginValues>((values) => ({
  identifier: loginIdentifierRule(values.identifier),
  password: loginPasswordRule(values.password),
}));

/**
 * The sign-in form (spec 000 §2 Login, §4 Login, §5, §8) on the form kit: field errors under the
 * fields, the button disabled with a spinner while authenticating, and the spec's failure texts
 * announced as alerts; what was typed stays after a failure.
 */
export function LoginForm() {
  const { login } = useSession();
  const form = useForm<LoginValues>({
    resolver,
    defaultValues: { identifier: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, formState } = form;

  const submit = form.handleSubmit(async ({ identifier, password }) => {
    try {
      await login(identifier, password);
    } catch (error) {
      form.setError(FORM_ERROR, {
        message: msg(FAILURE_TEXT[error instanceof SignInError ? error.kind : 'server']),
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="identifier"
          id="login-identifier"
          label={msg('auth.login.emailOrPhone')}
          transform={normaliseEmail}
          autoComplete="username"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="password"
          as={PasswordField}
          id="login-password"
          label={msg('auth.login.password')}
          autoComplete="current-password"
          required
          fullWidth
        />
        <FormError errors={formState.errors} />
        <SubmitButton busy={formState.isSubmitting}>{msg('auth.login.signIn')}</SubmitButton>
        <Link component={RouterLink} to="/register" align="center">
          {msg('auth.login.registerLink')}
        </Link>
      </Stack>
    </Box>
  );
}
